import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/record';
import { badRequest, notFound } from '../../errors';
import { ImageRejected } from '../../uploads/image-check';
import { readOneFile } from '../../uploads/multipart';
import { imageVariant, pickFormat, VARIANT_WIDTHS, variantMime } from '../../uploads/image-variants';
import { findUpload, readUpload, storeImage } from '../../uploads/store';
import { TENANT_ID_PATTERN } from '../../tenants/tenant-id';
import { ProductImageRemovedSchema, ProductImageSetSchema } from './product-responses';
import { PCode } from './products';
import { SECURITY, actorOf, assertTenantWide, guardMerchantArea, merchantScope } from './scope';

/** Uploads anyone may see once their URL is known (product pictures, centre logos, banner and news pictures): never slips or customer photos. */
export const PUBLIC_IMAGE_KINDS = ['product-image', 'centre-logo', 'news-image'];
export const publicImageUrl = (tenantId: string, uploadId: string) => `/api/merchant/public/image/${encodeURIComponent(tenantId)}/${uploadId}`;
const Slot = Type.Integer({ minimum: 1, maximum: 5 });
const picColumn = (slot: number) => `pic${slot}`;

/** Up to five pictures per product (PIC_FILENAME, PIC_FILENAME2..5): checked, re-encoded, audited. */
export async function productImageRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  guardMerchantArea(app);

  r.post('/api/products/pc/item/:code/image/:slot', {
    schema: {
      response: { 200: ProductImageSetSchema }, tags: ['merchant'], security: SECURITY, consumes: ['multipart/form-data'], params: Type.Object({ code: PCode, slot: Slot }),
      summary: 'Set picture 1–5 of a product (multipart field file: JPEG/PNG/WebP by content, ≤ 5 MB, re-encoded)',
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    assertTenantWide(scope);
    const { code, slot } = request.params;
    const [product] = await app.db.query('SELECT 1 FROM products WHERE tenant_id = $1 AND p_code = $2', [scope.tenantId, code]);
    if (!product) throw notFound('Product not found');
    const file = await readOneFile(request);
    try {
      return await app.db.transaction(async (tx) => {
        const stored = await storeImage(tx, app.storage, { tenantId: scope.tenantId, kind: 'product-image', ownerKind: 'product', ownerId: code }, { data: file.data, originalName: file.filename });
        const url = publicImageUrl(scope.tenantId, stored.uploadId);
        await tx.query(`UPDATE products SET ${picColumn(slot)} = $3, updated_at = $4 WHERE tenant_id = $1 AND p_code = $2`, [scope.tenantId, code, url, new Date(app.clock())]);
        await recordAudit(tx, scope.tenantId, { actor: actorOf(scope), action: 'merchant.productImage', target: code, after: { slot, url } });
        return { status: 200 as const, P_Code: code, Slot: slot, Url: url, Width: stored.width, Height: stored.height };
      });
    } catch (err) {
      if (err instanceof ImageRejected) throw badRequest(`The picture ${err.reason}`, [{ field: `/body/${file.field}`, reason: err.reason }]);
      throw err;
    }
  });

  r.delete('/api/products/pc/item/:code/image/:slot', {
    schema: { response: { 200: ProductImageRemovedSchema }, tags: ['merchant'], security: SECURITY, params: Type.Object({ code: PCode, slot: Slot }), summary: 'Remove picture 1–5 of a product; audited' },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    assertTenantWide(scope);
    const { code, slot } = request.params;
    const rows = await app.db.transaction(async (tx) => {
      const updated = await tx.query(`UPDATE products SET ${picColumn(slot)} = '', updated_at = $3 WHERE tenant_id = $1 AND p_code = $2 RETURNING p_code`, [scope.tenantId, code, new Date(app.clock())]);
      if (updated.length) await recordAudit(tx, scope.tenantId, { actor: actorOf(scope), action: 'merchant.productImage', target: code, after: { slot, url: '' } });
      return updated;
    });
    if (!rows.length) throw notFound('Product not found');
    return { status: 200 as const, P_Code: code, Slot: slot };
  });
}

/** The public side: product pictures and centre logos by tenant and upload id (for plain `<img>` tags). */
export async function publicImageRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get('/api/merchant/public/image/:tenantId/:uploadId', {
    schema: {
      tags: ['merchant'],
      summary: 'A product picture or centre logo uploaded in the back office (public). Without w: the stored JPEG. With w: that width (never enlarged) as AVIF, WebP or JPEG by the Accept header, made once and kept',
      params: Type.Object({ tenantId: Type.String({ pattern: TENANT_ID_PATTERN }), uploadId: Type.String({ format: 'uuid' }) }),
      querystring: Type.Object({ w: Type.Optional(Type.Union(VARIANT_WIDTHS.map((w) => Type.Literal(w)))) }, { additionalProperties: false }),
    },
  }, async (request, reply) => {
    const upload = await findUpload(app.db, request.params.tenantId, request.params.uploadId);
    if (!upload || !PUBLIC_IMAGE_KINDS.includes(upload.kind)) throw notFound('Image not found');
    // An upload id never changes its bytes: a year, immutable. The resized copies vary by the format the browser takes.
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    const { w } = request.query;
    if (w === undefined) return reply.header('content-type', upload.mime).send(await readUpload(app.storage, upload));
    const format = pickFormat(request.headers.accept);
    return reply.header('content-type', variantMime(format)).header('vary', 'accept').send(await imageVariant(app.storage, upload, w, format));
  });
}
