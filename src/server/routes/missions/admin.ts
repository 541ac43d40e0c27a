import fs from 'node:fs';
import path from 'node:path';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { MISSION_KINDS, MISSION_REPEATS } from '../../../domain/missions';
import { recordAudit } from '../../audit/record';
import { badRequest, conflict, notFound, type FieldError } from '../../errors';
import { FORMS_DIR } from '../../forms';
import { findUpload, readUpload } from '../../uploads/store';
import { SECURITY, actorOf, guardMerchantArea, merchantScope } from '../merchant/scope';
import { Body, Query } from '../schemas';
import { MissionCreatedSchema, MissionPhotosSchema, MissionSavedSchema, PhotoReviewSchema, StaffMissionListSchema } from './responses';
import { MISSION_COLUMNS, completeMission, loadMission, missionOf, type MissionRow } from './store';

const TAGS = ['missions-admin'];
const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
const Id = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }) });
/** The table's CHECK keeps it to these. */
type PhotoStatus = 'PENDING' | 'APPROVED' | 'REJECTED';
const SURVEY_FORM = /^survey-[a-z0-9-]{1,60}\.json$/;

const MissionBody = Body({
  Kind: Type.Union(MISSION_KINDS.map((k) => Type.Literal(k))),
  NameTh: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }), NameEn: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
  DescriptionTh: Type.String({ maxLength: 1000 }), DescriptionEn: Type.String({ maxLength: 1000 }),
  Target: Type.Number({ exclusiveMinimum: 0, maximum: 1e9, description: 'CHECK-IN days, ORDER_ACC baht; 1 for the other kinds' }),
  RewardPoints: Type.Number({ minimum: 0, maximum: 1e7, multipleOf: 0.01 }),
  RewardVoucherId: Type.Union([Type.Integer({ minimum: 1, maximum: 1_000_000 }), Type.Null()]),
  DateBegin: Type.Union([IsoDate, Type.Null()]), DateEnd: Type.Union([IsoDate, Type.Null()]),
  SaleUnit: Type.Union([Type.String({ pattern: '^[A-Za-z0-9_-]{1,20}$' }), Type.Null()]),
  TargetTag: Type.String({ pattern: '^([A-Z0-9_-]{1,30})?$', description: 'a customer tag (RouteStep2); empty: everyone' }),
  ContentTh: Type.String({ maxLength: 5000 }), ContentEn: Type.String({ maxLength: 5000 }),
  QrCode: Type.Union([Type.String({ pattern: '^[A-Za-z0-9_-]{4,64}$' }), Type.Null()]),
  SurveyForm: Type.Union([Type.String({ maxLength: 80 }), Type.Null()]),
  RadiusM: Type.Integer({ minimum: 0, maximum: 100_000 }),
  Active: Type.Boolean(),
  RepeatEvery: Type.Optional(Type.Union(MISSION_REPEATS.map((k) => Type.Literal(k)), { description: 'none (default), day or week: one completion per Bangkok day / week' })),
  MaxCompletions: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 10_000 }), Type.Null()], { description: 'completions per customer in all (default 1; null: no limit, day/week only)' })),
});
type MissionInput = Static<typeof MissionBody>;

/** Staff view: everything, the QR code included, and how many customers completed it. */
const staffView = (m: MissionRow, completions: number) => ({
  Id: m.id, Kind: m.kind, NameTh: m.nameTh, NameEn: m.nameEn, DescriptionTh: m.descriptionTh, DescriptionEn: m.descriptionEn, Target: m.target,
  RewardPoints: m.rewardPoints, RewardVoucherId: m.rewardVoucherId, DateBegin: m.dateBegin, DateEnd: m.dateEnd, SaleUnit: m.saleUnit, TargetTag: m.targetTag,
  ContentTh: m.contentTh, ContentEn: m.contentEn, QrCode: m.qrCode, SurveyForm: m.surveyForm, RadiusM: m.radiusM, Active: m.active,
  RepeatEvery: m.repeatEvery, MaxCompletions: m.maxCompletions, Completions: completions,
});

const repeatOf = (b: MissionInput) => b.RepeatEvery ?? 'none';
const maxOf = (b: MissionInput) => (b.MaxCompletions === undefined ? 1 : b.MaxCompletions);

/** What customers already did on a mission: the rules of a change depend on it. */
interface Usage { completions: number; customers: number; mostByOne: number; started: boolean }
async function usageOf(app: FastifyInstance, tenantId: string, id: number): Promise<Usage> {
  const [u] = await app.db.query<{ completions: number; customers: number; most: number | null; started: boolean }>(
    `SELECT (SELECT count(*)::int FROM mission_completions WHERE tenant_id = $1 AND mission_id = $2) AS completions,
            (SELECT count(DISTINCT customer_code)::int FROM mission_completions WHERE tenant_id = $1 AND mission_id = $2) AS customers,
            (SELECT max(n)::int FROM (SELECT count(*) AS n FROM mission_completions WHERE tenant_id = $1 AND mission_id = $2 GROUP BY customer_code) x) AS most,
            (EXISTS (SELECT 1 FROM mission_steps WHERE tenant_id = $1 AND mission_id = $2)
              OR EXISTS (SELECT 1 FROM mission_photos WHERE tenant_id = $1 AND mission_id = $2)) AS started`,
    [tenantId, id],
  );
  return { completions: Number(u.completions), customers: Number(u.customers), mostByOne: Number(u.most ?? 0), started: Boolean(u.started) || Number(u.completions) > 0 };
}

/**
 * A change must not rewrite what customers already earned or did: once a customer completed the
 * mission its reward is fixed (a new reward means a new mission); once one started, what counts
 * towards it (target, survey form, repeat rule) is fixed; the completion limit cannot go below
 * what one customer already completed. Names, texts, dates, targeting and Active always change.
 */
function editErrors(before: MissionRow, b: MissionInput, u: Usage): FieldError[] {
  const errors: FieldError[] = [];
  if (u.completions > 0) {
    const done = `cannot change after ${u.customers} customer(s) completed this mission; create a new mission instead`;
    if (before.rewardPoints !== b.RewardPoints) errors.push({ field: '/body/RewardPoints', reason: done });
    if (before.rewardVoucherId !== b.RewardVoucherId) errors.push({ field: '/body/RewardVoucherId', reason: done });
  }
  if (u.started) {
    const started = 'cannot change after customers started this mission';
    if (before.target !== b.Target) errors.push({ field: '/body/Target', reason: started });
    if (before.kind === 'SURVEY' && before.surveyForm !== b.SurveyForm) errors.push({ field: '/body/SurveyForm', reason: started });
    if (before.repeatEvery !== repeatOf(b)) errors.push({ field: '/body/RepeatEvery', reason: started });
  }
  const max = maxOf(b);
  if (max !== null && max < u.mostByOne) errors.push({ field: '/body/MaxCompletions', reason: `cannot be below ${u.mostByOne}, the completions one customer already made` });
  return errors;
}

/** Cross-field rules the schema cannot say; every failing field named. */
async function checkMission(app: FastifyInstance, tenantId: string, b: MissionInput, more: FieldError[] = []): Promise<void> {
  const errors: FieldError[] = [...more];
  if (repeatOf(b) === 'none' && maxOf(b) === null) errors.push({ field: '/body/MaxCompletions', reason: 'is required unless the mission repeats every day or week' });
  if ((b.Kind === 'ORDER_ACC' || b.Kind === 'PHOTO') && (repeatOf(b) !== 'none' || maxOf(b) !== 1)) {
    errors.push({ field: '/body/RepeatEvery', reason: 'ORDER_ACC and PHOTO missions complete once per customer' });
  }
  if (b.RewardPoints <= 0 && b.RewardVoucherId === null) errors.push({ field: '/body/RewardPoints', reason: 'a mission rewards points or a voucher' });
  if (b.DateBegin && b.DateEnd && b.DateEnd < b.DateBegin) errors.push({ field: '/body/DateEnd', reason: 'must not be before DateBegin' });
  if (b.Kind === 'SCAN_QR' && !b.QrCode) errors.push({ field: '/body/QrCode', reason: 'is required for a SCAN_QR mission' });
  if (b.Kind === 'SURVEY' && (!b.SurveyForm || !SURVEY_FORM.test(b.SurveyForm) || !fs.existsSync(path.join(FORMS_DIR, b.SurveyForm)))) {
    errors.push({ field: '/body/SurveyForm', reason: 'must name a survey form of schemas/forms (survey-*.json)' });
  }
  if (b.Kind === 'NEWS' && !b.ContentTh.trim()) errors.push({ field: '/body/ContentTh', reason: 'is required for a NEWS mission' });
  if (b.Kind !== 'CHECK-IN' && b.Kind !== 'ORDER_ACC' && b.Target !== 1) errors.push({ field: '/body/Target', reason: 'must be 1 for this kind' });
  if (b.Kind === 'CHECK-IN' && !Number.isInteger(b.Target)) errors.push({ field: '/body/Target', reason: 'must be a whole number of days' });
  if (b.RadiusM > 0 && b.Kind !== 'CHECK-IN') errors.push({ field: '/body/RadiusM', reason: 'only a CHECK-IN mission has a radius' });
  if (b.RewardVoucherId !== null) {
    const [v] = await app.db.query('SELECT 1 FROM loyalty_vouchers WHERE tenant_id = $1 AND id = $2', [tenantId, b.RewardVoucherId]);
    if (!v) errors.push({ field: '/body/RewardVoucherId', reason: 'no such voucher' });
  }
  if (b.SaleUnit !== null) {
    const [d] = await app.db.query('SELECT 1 FROM distribution_centers WHERE tenant_id = $1 AND sale_unit = $2', [tenantId, b.SaleUnit]);
    if (!d) errors.push({ field: '/body/SaleUnit', reason: 'no such distribution centre' });
  }
  if (errors.length) throw badRequest('Invalid request', errors);
}

const VALUES = (b: MissionInput) => [b.Kind, b.NameTh.trim(), b.NameEn.trim(), b.DescriptionTh, b.DescriptionEn, b.Target, b.RewardPoints, b.RewardVoucherId,
  b.DateBegin, b.DateEnd, b.SaleUnit, b.TargetTag, b.ContentTh, b.ContentEn, b.Kind === 'SCAN_QR' ? b.QrCode : null, b.Kind === 'SURVEY' ? b.SurveyForm : null,
  b.Kind === 'CHECK-IN' ? b.RadiusM : 0, b.Active, repeatOf(b), maxOf(b)];

/**
 * The mission catalogue and photo review for super admins (api/merchant/loyalty/missions*):
 * create, schedule (dates), target (centre, customer tag), disable; approve or reject photos
 * (an approval completes the mission and grants the reward once). Every change is audited.
 */
export default async function missionAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  guardMerchantArea(app, { superAdmin: true });
  const now = () => new Date(app.clock());

  r.get('/api/merchant/loyalty/missions', {
    schema: { response: { 200: StaffMissionListSchema }, tags: TAGS, security: SECURITY, summary: 'Every mission of the tenant (disabled ones included) with its number of completions' },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const rows = await app.db.query<Record<string, unknown>>(
      `SELECT ${MISSION_COLUMNS}, (SELECT count(*)::int FROM mission_completions c WHERE c.tenant_id = m.tenant_id AND c.mission_id = m.id) AS completions
         FROM missions m WHERE tenant_id = $1 ORDER BY id DESC`, [scope.tenantId],
    );
    return { Data: rows.map((row) => staffView(missionOf(row), Number(row.completions))) };
  });

  r.post('/api/merchant/loyalty/missions', {
    schema: { response: { 201: MissionCreatedSchema }, tags: TAGS, security: SECURITY, summary: 'Create a mission; 201 with its id; audited', body: MissionBody },
  }, async (request, reply) => {
    const scope = await merchantScope(app, request);
    await checkMission(app, scope.tenantId, request.body);
    const at = now();
    const id = await app.db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string | number }>(
        `INSERT INTO missions (tenant_id, kind, name_th, name_en, description_th, description_en, target, reward_points, reward_voucher_id, date_begin, date_end,
                               sale_unit, target_tag, content_th, content_en, qr_code, survey_form, radius_m, active, repeat_every, max_completions, created_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::date, $11::date, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $23) RETURNING id`,
        [scope.tenantId, ...VALUES(request.body), scope.userId, at],
      );
      await recordAudit(tx, scope.tenantId, { actor: actorOf(scope), action: 'loyalty.createMission', target: String(row.id), before: null, after: request.body });
      return Number(row.id);
    });
    reply.status(201);
    return { status: 201 as const, Id: id };
  });

  r.put('/api/merchant/loyalty/missions/:id', {
    schema: { response: { 200: MissionSavedSchema }, tags: TAGS, security: SECURITY, params: Id, summary: 'Change, reschedule, retarget or disable (Active false) a mission; reward fixed once completed, target/form/repeat once started (400 names the fields); audited', body: MissionBody },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const before = await loadMission(app.db, scope.tenantId, request.params.id);
    if (!before) throw notFound('Mission not found');
    if (before.kind !== request.body.Kind) throw badRequest('Invalid request', [{ field: '/body/Kind', reason: 'cannot change once created' }]);
    await checkMission(app, scope.tenantId, request.body, editErrors(before, request.body, await usageOf(app, scope.tenantId, before.id)));
    await app.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE missions SET kind = $3, name_th = $4, name_en = $5, description_th = $6, description_en = $7, target = $8, reward_points = $9, reward_voucher_id = $10,
                date_begin = $11::date, date_end = $12::date, sale_unit = $13, target_tag = $14, content_th = $15, content_en = $16, qr_code = $17, survey_form = $18,
                radius_m = $19, active = $20, repeat_every = $21, max_completions = $22, updated_at = $23
          WHERE tenant_id = $1 AND id = $2`,
        [scope.tenantId, request.params.id, ...VALUES(request.body), now()],
      );
      await recordAudit(tx, scope.tenantId, { actor: actorOf(scope), action: 'loyalty.saveMission', target: String(request.params.id), before, after: request.body });
    });
    return { status: 200 as const };
  });

  r.get('/api/merchant/loyalty/missions/photos', {
    schema: {
      response: { 200: MissionPhotosSchema }, tags: TAGS, security: SECURITY, summary: 'PHOTO mission submissions, oldest first (default: waiting for review)',
      querystring: Query({ status: Type.Union([Type.Literal('PENDING'), Type.Literal('APPROVED'), Type.Literal('REJECTED')], { default: 'PENDING' }), take: Type.Integer({ minimum: 1, maximum: 200, default: 50 }) }),
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const rows = await app.db.query<Record<string, unknown>>(
      `SELECT p.id, p.mission_id, p.customer_code, c.customer_name, p.upload_id, p.status, p.reason, p.created_at, m.name_th, m.name_en
         FROM mission_photos p JOIN missions m ON m.tenant_id = p.tenant_id AND m.id = p.mission_id
         LEFT JOIN customers c ON c.tenant_id = p.tenant_id AND c.customer_code = p.customer_code
        WHERE p.tenant_id = $1 AND p.status = $2 ORDER BY p.id LIMIT $3`,
      [scope.tenantId, request.query.status, request.query.take],
    );
    return {
      Data: rows.map((p) => ({
        Id: Number(p.id), MissionId: Number(p.mission_id), MissionName: String(p.name_th), MissionNameEn: String(p.name_en), CustomerCode: String(p.customer_code),
        CustomerName: p.customer_name ? String(p.customer_name) : '', Status: String(p.status) as PhotoStatus, Reason: p.reason ? String(p.reason) : null,
        CreatedAt: new Date(p.created_at as string).toISOString(), Url: `api/merchant/loyalty/missions/photos/${Number(p.id)}/image`,
      })),
    };
  });

  r.get('/api/merchant/loyalty/missions/photos/:id/image', {
    schema: { tags: TAGS, security: SECURITY, params: Id, summary: 'The submitted picture' },
  }, async (request, reply) => {
    const scope = await merchantScope(app, request);
    const [p] = await app.db.query<{ upload_id: string }>('SELECT upload_id FROM mission_photos WHERE tenant_id = $1 AND id = $2', [scope.tenantId, request.params.id]);
    const upload = p ? await findUpload(app.db, scope.tenantId, p.upload_id) : undefined;
    if (!upload) throw notFound('Picture not found');
    reply.header('cache-control', 'private, max-age=86400').type(upload.mime);
    return readUpload(app.storage, upload);
  });

  r.post('/api/merchant/loyalty/missions/photos/:id/review', {
    schema: {
      response: { 200: PhotoReviewSchema }, tags: TAGS, security: SECURITY, params: Id, summary: 'Approve (completes the mission, reward once) or reject (Reason required) a waiting photo; audited',
      body: Body({ Approve: Type.Boolean(), Reason: Type.Optional(Type.String({ maxLength: 200 })) }),
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const { Approve: approve } = request.body;
    const reason = request.body.Reason?.trim() ?? '';
    if (!approve && reason.length < 3) throw badRequest('Invalid request', [{ field: '/body/Reason', reason: 'is required to reject (3 characters at least)' }]);
    const at = now();
    return app.db.transaction(async (tx) => {
      const [p] = await tx.query<{ mission_id: string | number; customer_code: string; status: string }>(
        'SELECT mission_id, customer_code, status FROM mission_photos WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [scope.tenantId, request.params.id],
      );
      if (!p) throw notFound('Photo not found');
      if (p.status !== 'PENDING') throw conflict('This photo was already reviewed');
      await tx.query('UPDATE mission_photos SET status = $3, reason = $4, reviewed_by = $5, reviewed_at = $6 WHERE tenant_id = $1 AND id = $2',
        [scope.tenantId, request.params.id, approve ? 'APPROVED' : 'REJECTED', reason || null, scope.userId, at]);
      let completed = false;
      if (approve) {
        const m = await loadMission(tx, scope.tenantId, Number(p.mission_id));
        if (m) completed = (await completeMission(tx, scope.tenantId, p.customer_code, m, at)).created;
      }
      await recordAudit(tx, scope.tenantId, { actor: actorOf(scope), action: 'loyalty.reviewMissionPhoto', target: String(request.params.id), before: { status: 'PENDING' }, after: { approve, reason, completed } });
      return { status: 200 as const, Completed: completed };
    });
  });
}
