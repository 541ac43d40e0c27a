import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { centersChanged } from '../../accounts/center-cache';
import { findMerchant, merchantUser } from '../../accounts/merchants';
import { recordAudit } from '../../audit/record';
import { badRequest, unauthorized } from '../../errors';
import { ImageRejected, MAX_IMAGE_BYTES, checkAndReencodeImage, type CheckedImage } from '../../uploads/image-check';
import { storeImage } from '../../uploads/store';
import { Body } from '../schemas';
import { publicImageUrl } from './product-images';
import { SECURITY, actorOf, assertCentre, guardMerchantArea, merchantScope } from './scope';
import { CentreImagesSchema, MerchantProfileSchema } from './staff-responses';

const IMAGE_FIELDS = { taxImage: 'tax', shopImage: 'shop', logoImage: 'logo' } as const;
type ImageField = keyof typeof IMAGE_FIELDS;

/** Text fields and up to three image files of one multipart request, each file ≤ 5 MB. */
async function readImages(request: FastifyRequest): Promise<{ fields: Record<string, string>; files: Partial<Record<ImageField, Buffer>> }> {
  if (!request.isMultipart()) throw badRequest('Invalid request', [{ field: '/body', reason: 'must be multipart/form-data' }]);
  const fields: Record<string, string> = {};
  const files: Partial<Record<ImageField, Buffer>> = {};
  for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 3 } })) {
    if (part.type === 'field') { fields[part.fieldname] = String(part.value); continue; }
    const data = await part.toBuffer();
    if (!(part.fieldname in IMAGE_FIELDS)) throw badRequest('Invalid request', [{ field: `/body/${part.fieldname}`, reason: 'is not taxImage, shopImage or logoImage' }]);
    if (part.file.truncated || data.length > MAX_IMAGE_BYTES) throw badRequest('The file is larger than 5 MB', [{ field: `/body/${part.fieldname}`, reason: 'is larger than 5 MB' }]);
    files[part.fieldname as ImageField] = data;
  }
  return { fields, files };
}

/**
 * The registration wizard's image step (`api/merchant/dist/uploadimage`, with the new token) and
 * the merchant's own profile edit.
 */
export default async function centreImageRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  guardMerchantArea(app);

  r.post('/api/merchant/dist/uploadimage', {
    schema: { response: { 200: CentreImagesSchema },
      tags: ['merchant'], security: SECURITY, consumes: ['multipart/form-data'],
      summary: 'Images of one of the caller\'s centres (multipart: saleUnit first, then taxImage, shopImage, logoImage): checked by content, ≤ 5 MB each, re-encoded; the logo becomes the centre\'s picture',
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const { fields, files } = await readImages(request);
    if (!fields.saleUnit) throw badRequest('Invalid request', [{ field: '/body/saleUnit', reason: 'is required (send it before the files)' }]);
    assertCentre(scope, fields.saleUnit);
    const entries = Object.entries(files) as [ImageField, Buffer][];
    if (entries.length === 0) throw badRequest('Invalid request', [{ field: '/body/logoImage', reason: 'send at least one image' }]);
    // Every image is checked before anything is stored: all or nothing.
    const checked: [ImageField, Buffer, CheckedImage][] = [];
    for (const [field, data] of entries) {
      try {
        checked.push([field, data, await checkAndReencodeImage(data)]);
      } catch (err) {
        if (err instanceof ImageRejected) throw badRequest(`The image ${err.reason}`, [{ field: `/body/${field}`, reason: err.reason }]);
        throw err;
      }
    }
    const saved = await app.db.transaction(async (tx) => {
      const out: Record<string, string> = {};
      for (const [field, data, image] of checked) {
        const kind = IMAGE_FIELDS[field];
        const stored = await storeImage(tx, app.storage, { tenantId: scope.tenantId, kind: kind === 'logo' ? 'centre-logo' : `centre-${kind}`, ownerKind: 'centre', ownerId: fields.saleUnit }, { data }, image);
        await tx.query(
          `INSERT INTO centre_images (tenant_id, sale_unit, kind, upload_id, uploaded_by) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (tenant_id, sale_unit, kind) DO UPDATE SET upload_id = EXCLUDED.upload_id, uploaded_by = EXCLUDED.uploaded_by, created_at = now()`,
          [scope.tenantId, fields.saleUnit, kind, stored.uploadId, scope.userId],
        );
        out[field] = stored.uploadId;
        if (kind === 'logo') {
          await tx.query('UPDATE distribution_centers SET photo_path = $3 WHERE tenant_id = $1 AND sale_unit = $2', [scope.tenantId, fields.saleUnit, publicImageUrl(scope.tenantId, stored.uploadId)]);
          await centersChanged(tx, scope.tenantId);
        }
      }
      await recordAudit(tx, scope.tenantId, { actor: actorOf(scope), action: 'merchant.centreImages', target: fields.saleUnit, after: out });
      return out;
    });
    return { status: 200 as const, SaleUnit: fields.saleUnit, Images: saved, PHOTO_PATH: saved.logoImage ? publicImageUrl(scope.tenantId, saved.logoImage) : null };
  });

  r.put('/api/merchant/profile', {
    schema: { response: { 200: MerchantProfileSchema },
      tags: ['merchant'], security: SECURITY, summary: 'Change the merchant user\'s own name and e-mail; answers the user',
      body: Body({ name: Type.String({ minLength: 1, maxLength: 200 }), email: Type.String({ maxLength: 200, pattern: '^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' }) }),
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    await app.db.transaction(async (tx) => {
      await tx.query('UPDATE merchant_users SET name = $3, email = $4 WHERE tenant_id = $1 AND user_id = $2', [scope.tenantId, scope.userId, request.body.name.trim(), request.body.email || null]);
      await recordAudit(tx, scope.tenantId, { actor: actorOf(scope), action: 'merchant.profile', target: scope.userId, after: request.body });
    });
    const row = await findMerchant(app.db, scope.tenantId, scope.userId);
    if (!row) throw unauthorized();
    return { status: 200 as const, user: merchantUser(row) };
  });
}
