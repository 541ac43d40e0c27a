import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../errors';
import { ImageRejected, checkAndReencodeImage } from '../../uploads/image-check';
import { readOneFile } from '../../uploads/multipart';
import { findUpload, readUpload, storeImage } from '../../uploads/store';
import { Query, SaleUnit } from '../schemas';
import { findScopedCustomer } from './customer-view';
import { CustomerCode } from './customers';
import { SECURITY, assertCentre, centresFor, guardMerchantArea, merchantScope } from './scope';
import { CustomerFileCreatedSchema, CustomerFilesSchema, PhotoGroupsSchema } from './staff-responses';

export const CUSTOMER_FILES_TAKE = 24;
const MonthYear = '^[0-9]{4}-(0[1-9]|1[0-2])$';
const DateText = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'YYYY-MM-DD (Bangkok day)' });
const CommaList = (max: number) => Type.String({ maxLength: max, description: 'comma list' });
const list = (s: string | undefined) => (s ?? '').split(',').map((x) => x.trim()).filter(Boolean);

/** Bangkok midnight of a YYYY-MM-DD day as an instant (UTC+7 all year). */
const bangkokDay = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00+07:00`) + plusDays * 86_400_000);

/**
 * Photos a salesperson takes at a customer, filed under photo groups: groups, the customer's
 * photos (24 a page, filtered by groups, month-years and a date range), upload (checked by
 * content, ≤ 5 MB, re-encoded) and the image itself for the back office.
 */
export default async function customerFileRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  guardMerchantArea(app);

  r.get('/api/merchant/photogroup', {
    schema: { response: { 200: PhotoGroupsSchema },
      tags: ['merchant'], security: SECURITY, summary: 'Photo groups offered for a customer type (groups for every type included)',
      querystring: Query({ saleUnit: Type.Optional(Type.Union([SaleUnit, Type.Literal('')])), customerType: Type.Optional(Type.String({ maxLength: 40 })) }),
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    if (request.query.saleUnit) assertCentre(scope, request.query.saleUnit);
    const rows = await app.db.query<{ code: string; picture_name: string; picture_name_en: string }>(
      `SELECT code, picture_name, picture_name_en FROM customer_photo_groups
        WHERE tenant_id = $1 AND active AND (customer_type = '' OR customer_type = $2) ORDER BY sort_order, code`,
      [scope.tenantId, request.query.customerType ?? ''],
    );
    return { Data: rows.map((g) => ({ Code: g.code, PictureName: g.picture_name, PictureNameEn: g.picture_name_en || g.picture_name })) };
  });

  r.get('/api/merchant/customerfile', {
    schema: { response: { 200: CustomerFilesSchema },
      tags: ['merchant'], security: SECURITY, summary: 'A customer\'s photos in one of the caller\'s centres, newest first, 24 a page; with the month-years that have photos',
      querystring: Query({
        CustomerCode, saleUnit: SaleUnit, customerType: Type.Optional(Type.String({ maxLength: 40 })),
        take: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: CUSTOMER_FILES_TAKE })), skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
        photoGroupCodes: Type.Optional(CommaList(500)), monthYears: Type.Optional(CommaList(400)),
        fromDate: Type.Optional(DateText), toDate: Type.Optional(DateText),
      }),
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const q = request.query;
    const [saleUnit] = centresFor(scope, q.saleUnit);
    const customer = await findScopedCustomer(app, scope, q.CustomerCode);
    const monthYears = list(q.monthYears);
    const bad = monthYears.find((m) => !new RegExp(MonthYear).test(m));
    if (bad) throw badRequest('Invalid request', [{ field: '/query/monthYears', reason: `'${bad}' is not YYYY-MM` }]);
    const month = "to_char((f.created_at AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM')";
    const where = ['f.tenant_id = $1', 'f.customer_code = $2', 'f.sale_unit = $3'];
    const params: unknown[] = [scope.tenantId, customer.customerCode, saleUnit];
    const groups = list(q.photoGroupCodes);
    if (groups.length) { params.push(groups); where.push(`f.photo_group_code = ANY($${params.length})`); }
    if (monthYears.length) { params.push(monthYears); where.push(`${month} = ANY($${params.length})`); }
    if (q.fromDate) { params.push(bangkokDay(q.fromDate)); where.push(`f.created_at >= $${params.length}`); }
    if (q.toDate) { params.push(bangkokDay(q.toDate, 1)); where.push(`f.created_at < $${params.length}`); }
    const take = q.take ?? CUSTOMER_FILES_TAKE;
    const [{ n }] = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM customer_files f WHERE ${where.join(' AND ')}`, params);
    const rows = await app.db.query<Record<string, unknown>>(
      `SELECT f.file_id, f.photo_group_code, f.remark, f.uploaded_by, f.created_at, g.picture_name, g.picture_name_en, u.width, u.height
         FROM customer_files f
         JOIN uploads u ON u.tenant_id = f.tenant_id AND u.upload_id = f.upload_id
         LEFT JOIN customer_photo_groups g ON g.tenant_id = f.tenant_id AND g.code = f.photo_group_code
        WHERE ${where.join(' AND ')} ORDER BY f.created_at DESC, f.file_id LIMIT ${take} OFFSET ${q.skip ?? 0}`,
      params,
    );
    const months = await app.db.query<{ m: string }>(
      `SELECT DISTINCT ${month} AS m FROM customer_files f WHERE f.tenant_id = $1 AND f.customer_code = $2 AND f.sale_unit = $3 ORDER BY 1 DESC`,
      [scope.tenantId, customer.customerCode, saleUnit],
    );
    return {
      Total: n, Skip: q.skip ?? 0, Take: take, MonthYears: months.map((m) => m.m),
      Data: rows.map((f) => ({
        FileId: String(f.file_id), Code: String(f.photo_group_code), PictureName: String(f.picture_name ?? f.photo_group_code), PictureNameEn: String(f.picture_name_en || f.picture_name || f.photo_group_code),
        Remark: String(f.remark), UploadedBy: String(f.uploaded_by), CreatedAt: new Date(f.created_at as string).toISOString(),
        Width: Number(f.width), Height: Number(f.height), Url: `/api/merchant/customerfile/${String(f.file_id)}/image`,
      })),
    };
  });

  r.post('/api/merchant/customerfile', {
    schema: { response: { 201: CustomerFileCreatedSchema },
      tags: ['merchant'], security: SECURITY, consumes: ['multipart/form-data'],
      summary: 'Upload a customer photo (multipart: CustomerCode, saleUnit, photoGroupCode, remark, then file): JPEG/PNG/WebP proven by its bytes, ≤ 5 MB, re-encoded',
    },
  }, async (request, reply) => {
    const scope = await merchantScope(app, request);
    const file = await readOneFile(request);
    const f = file.fields;
    const missing = ['CustomerCode', 'saleUnit', 'photoGroupCode'].filter((k) => !f[k]);
    if (missing.length) throw badRequest('Invalid request', missing.map((k) => ({ field: `/body/${k}`, reason: 'is required (send it before the file)' })));
    assertCentre(scope, f.saleUnit);
    const customer = await findScopedCustomer(app, scope, f.CustomerCode);
    const [group] = await app.db.query('SELECT 1 FROM customer_photo_groups WHERE tenant_id = $1 AND code = $2 AND active', [scope.tenantId, f.photoGroupCode]);
    if (!group) throw badRequest('Invalid request', [{ field: '/body/photoGroupCode', reason: 'is not a photo group of this tenant' }]);
    let checked;
    try {
      checked = await checkAndReencodeImage(file.data);
    } catch (err) {
      if (err instanceof ImageRejected) throw badRequest(`The photo ${err.reason}`, [{ field: `/body/${file.field}`, reason: err.reason }]);
      throw err;
    }
    const fileId = randomUUID();
    const at = new Date(app.clock());
    const stored = await app.db.transaction(async (tx) => {
      const s = await storeImage(tx, app.storage, { tenantId: scope.tenantId, kind: 'customer-photo', ownerKind: 'customer', ownerId: customer.customerCode }, { data: file.data, originalName: file.filename }, checked);
      await tx.query(
        `INSERT INTO customer_files (tenant_id, file_id, customer_code, sale_unit, photo_group_code, upload_id, remark, uploaded_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [scope.tenantId, fileId, customer.customerCode, f.saleUnit, f.photoGroupCode, s.uploadId, (f.remark ?? '').slice(0, 500), scope.userId, at],
      );
      return s;
    });
    reply.status(201);
    return { FileId: fileId, Code: f.photoGroupCode, CreatedAt: at.toISOString(), Width: stored.width, Height: stored.height, Bytes: stored.bytes, Url: `/api/merchant/customerfile/${fileId}/image` };
  });

  r.get('/api/merchant/customerfile/:fileId/image', {
    schema: { tags: ['merchant'], security: SECURITY, params: Type.Object({ fileId: Type.String({ format: 'uuid' }) }), summary: 'The photo (JPEG) of a customer of the caller\'s centres' },
  }, async (request, reply) => {
    const scope = await merchantScope(app, request);
    const [f] = await app.db.query<{ upload_id: string; sale_unit: string }>(
      'SELECT upload_id, sale_unit FROM customer_files WHERE tenant_id = $1 AND file_id = $2', [scope.tenantId, request.params.fileId],
    );
    const upload = f && scope.saleUnits.includes(f.sale_unit) ? await findUpload(app.db, scope.tenantId, f.upload_id) : undefined;
    if (!upload) throw notFound('Photo not found');
    reply.header('content-type', upload.mime).header('cache-control', 'private, max-age=3600');
    return reply.send(await readUpload(app.storage, upload));
  });
}
