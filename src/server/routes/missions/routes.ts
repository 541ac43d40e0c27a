import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { haversineKm } from '../../../domain/distance';
import { MISSION_TYPES, missionTypeOfKind } from '../../../domain/missions';
import { findCustomer } from '../../accounts/customers';
import { claimsOf, requireCustomer } from '../../auth/guards';
import { validateForm, type JsonSchema } from '../../../engine/validation';
import { badRequest, conflict, notFound } from '../../errors';
import { formSchema } from '../../forms';
import { readOneFile } from '../../uploads/multipart';
import { ImageRejected } from '../../uploads/image-check';
import { storeImage } from '../../uploads/store';
import { tagsOf } from '../loyalty/vouchers';
import { Body, Lat, Lng, Query, SaleUnit } from '../schemas';
import { todayIso } from '../points/ledger';
import { MissionActionSchema, MissionDetailSchema, MissionListSchema, MissionTypesSchema } from './responses';
import { missionView } from './view';
import {
  ALREADY_COMPLETED, MISSION_COLUMNS, completeMission, doneMissionIds, missionAvailable, missionFor, missionOf, ownerProgress,
  paidAmountInWindow, recordStep, refuseIfCompleted, type Audience, type Completion, type MissionRow,
} from './store';

const TAGS = ['missions'];
const SECURITY = [{ bearer: [] }];
const Id = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }) });
const Flag = Type.Optional(Type.Boolean());
export const TOO_FAR = 'You are too far from the centre to check in';
export const ALREADY_CHECKED_IN = 'You have already checked in today';

/**
 * Buyer mission calls (spec section 7: types, list, by-owner, detail) and one action per task kind
 * (designed here: check-in, read, scan, survey, photo, claim). docs/missions.md.
 */
export default async function missionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => new Date(app.clock());

  async function audience(request: FastifyRequest, dist?: string): Promise<Audience> {
    const c = claimsOf(request);
    const customer = await findCustomer(app.db, c.TenantId, c.UserId);
    if (!customer) throw notFound('Customer not found');
    return { tenantId: c.TenantId, customerCode: c.UserId, tags: tagsOf(customer.routeStep2), saleUnit: dist ?? c.SaleUnit ?? null };
  }

  const answer = async (who: Audience, m: MissionRow, done: Completion | null, status = 200) => ({
    status, Completed: !!done?.created,
    Reward: done?.created ? { Points: m.rewardPoints, CouponId: done.couponId } : null,
    Owner: await ownerProgress(app.db, who.tenantId, who.customerCode, m, now()),
  });

  r.get('/api/crm-service/owner/mission/types', {
    preHandler: requireCustomer,
    schema: {
      tags: TAGS, security: SECURITY, summary: 'Mission types: the top parents (topParent=true) or the secondary types of one parent (parentId)',
      querystring: Query({ topParent: Flag, parentId: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })) }),
      response: { 200: MissionTypesSchema },
    },
  }, async (request) => {
    const q = request.query;
    const list = q.parentId !== undefined ? MISSION_TYPES.filter((t) => t.ParentId === q.parentId)
      : q.topParent ? MISSION_TYPES.filter((t) => t.ParentId === null) : [...MISSION_TYPES];
    return { Data: list };
  });

  r.get('/api/crm-service/owner/mission', {
    preHandler: requireCustomer,
    schema: {
      tags: TAGS, security: SECURITY, summary: 'Missions available to the customer today (active, in dates, for the active centre and the customer\'s tags), not completed in this round (today, this week) and with completions left',
      querystring: Query({
        missionTypeParentTypeId: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })), typeId: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
        includeType: Flag, includeOwner: Flag, dist: Type.Optional(SaleUnit),
      }),
      response: { 200: MissionListSchema },
    },
  }, async (request) => {
    const q = request.query;
    const who = await audience(request, q.dist);
    const at = now();
    const rows = await app.db.query<Record<string, unknown>>(
      `SELECT ${MISSION_COLUMNS} FROM missions m WHERE tenant_id = $1 AND active ORDER BY coalesce(date_end, '9999-12-31'::date), id`,
      [who.tenantId],
    );
    const open = rows.map(missionOf).filter((m) => missionAvailable(m, who, at));
    const done = await doneMissionIds(app.db, who.tenantId, who.customerCode, open, at);
    const list = open.filter((m) => !done.has(m.id))
      .filter((m) => (q.typeId === undefined || missionTypeOfKind(m.kind).Id === q.typeId)
        && (q.missionTypeParentTypeId === undefined || missionTypeOfKind(m.kind).ParentId === q.missionTypeParentTypeId));
    return { Data: await Promise.all(list.map(async (m) => missionView(m, { type: q.includeType, owner: q.includeOwner ? await ownerProgress(app.db, who.tenantId, who.customerCode, m, at) : undefined }))) };
  });

  r.get('/api/crm-service/owner/mission/by-owner', {
    preHandler: requireCustomer,
    schema: {
      tags: TAGS, security: SECURITY, summary: 'Missions the customer has started (historyMode=false) or completed (historyMode=true), newest first',
      querystring: Query({
        missionTypeParentTypeId: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })), missionTypeId: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
        includeOwnerDetail: Flag, historyMode: Flag,
      }),
      response: { 200: MissionListSchema },
    },
  }, async (request) => {
    const q = request.query;
    const who = await audience(request);
    const at = now();
    const rows = await app.db.query<Record<string, unknown>>(
      q.historyMode
        ? `SELECT ${MISSION_COLUMNS} FROM missions WHERE tenant_id = $1
             AND id IN (SELECT mission_id FROM mission_completions WHERE tenant_id = $1 AND customer_code = $2) ORDER BY id DESC LIMIT 200`
        : `SELECT ${MISSION_COLUMNS} FROM missions m WHERE tenant_id = $1
             AND NOT EXISTS (SELECT 1 FROM mission_completions c WHERE c.tenant_id = m.tenant_id AND c.mission_id = m.id AND c.customer_code = $2)
             AND (EXISTS (SELECT 1 FROM mission_steps s WHERE s.tenant_id = m.tenant_id AND s.mission_id = m.id AND s.customer_code = $2)
               OR EXISTS (SELECT 1 FROM mission_photos p WHERE p.tenant_id = m.tenant_id AND p.mission_id = m.id AND p.customer_code = $2))
           ORDER BY m.id DESC LIMIT 200`,
      [who.tenantId, who.customerCode],
    );
    const list = rows.map(missionOf)
      .filter((m) => (q.missionTypeId === undefined || missionTypeOfKind(m.kind).Id === q.missionTypeId)
        && (q.missionTypeParentTypeId === undefined || missionTypeOfKind(m.kind).ParentId === q.missionTypeParentTypeId));
    return { Data: await Promise.all(list.map(async (m) => missionView(m, { type: true, owner: await ownerProgress(app.db, who.tenantId, who.customerCode, m, at) }))) };
  });

  r.get('/api/crm-service/owner/mission/:id', {
    preHandler: requireCustomer,
    schema: {
      tags: TAGS, security: SECURITY, summary: 'One mission with its type, the customer\'s progress, tags and reward (404 when not for this customer)',
      params: Id, querystring: Query({ includeType: Flag, includeOwner: Flag, includeOwnerDetail: Flag, includeTags: Flag, includeReward: Flag }),
      response: { 200: MissionDetailSchema },
    },
  }, async (request) => {
    const q = request.query;
    const who = await audience(request);
    const at = now();
    const m = await missionFor(app.db, who, request.params.id, at).catch(async (err: unknown) => {
      // A completed mission stays readable by its owner after it closes.
      const [done] = await app.db.query('SELECT 1 FROM mission_completions WHERE tenant_id = $1 AND mission_id = $2 AND customer_code = $3', [who.tenantId, request.params.id, who.customerCode]);
      const [row] = done ? await app.db.query<Record<string, unknown>>(`SELECT ${MISSION_COLUMNS} FROM missions WHERE tenant_id = $1 AND id = $2`, [who.tenantId, request.params.id]) : [];
      if (!row) throw err;
      return missionOf(row);
    });
    const owner = q.includeOwner || q.includeOwnerDetail ? await ownerProgress(app.db, who.tenantId, who.customerCode, m, at) : undefined;
    let voucher = null;
    if (q.includeReward && m.rewardVoucherId) {
      const [v] = await app.db.query<{ name_th: string; name_en: string }>('SELECT name_th, name_en FROM loyalty_vouchers WHERE tenant_id = $1 AND id = $2', [who.tenantId, m.rewardVoucherId]);
      voucher = v ? { Id: m.rewardVoucherId, Name: v.name_th, NameEn: v.name_en } : null;
    }
    return { Data: missionView(m, { type: q.includeType, owner, tags: q.includeTags, reward: q.includeReward ? { voucher } : undefined, detail: true }) };
  });

  // ---- task actions: each answers 201 when the mission was completed now (reward granted), 200 for a step, 409 when already completed

  async function act(request: FastifyRequest<{ Params: { id: number } }>, kind: MissionRow['kind']) {
    const who = await audience(request);
    const m = await missionFor(app.db, who, request.params.id, now());
    if (m.kind !== kind) throw notFound('Mission not found');
    return { who, m };
  }

  r.post('/api/crm-service/owner/mission/:id/check-in', {
    preHandler: requireCustomer,
    schema: { response: { 200: MissionActionSchema, 201: MissionActionSchema },
      tags: TAGS, security: SECURITY, params: Id, summary: 'CHECK-IN: once per Bangkok day; within radius_m of the centre when the mission sets one (Lat/Lng then required)',
      body: Body({ Lat: Type.Optional(Lat), Lng: Type.Optional(Lng) }),
    },
  }, async (request, reply) => {
    const { who, m } = await act(request, 'CHECK-IN');
    const at = now();
    const round = await refuseIfCompleted(app.db, who.tenantId, who.customerCode, m, at);
    // Once a Bangkok day whatever the round: an N-times mission must not take two check-ins on one day.
    const [today] = await app.db.query('SELECT 1 FROM mission_steps WHERE tenant_id = $1 AND mission_id = $2 AND customer_code = $3 AND step = $4', [who.tenantId, m.id, who.customerCode, todayIso(at)]);
    if (today) throw conflict(ALREADY_CHECKED_IN);
    if (m.radiusM > 0) {
      const { Lat: lat, Lng: lng } = request.body;
      const missing = [...(lat === undefined ? [{ field: '/body/Lat', reason: 'is required for this mission' }] : []), ...(lng === undefined ? [{ field: '/body/Lng', reason: 'is required for this mission' }] : [])];
      if (missing.length) throw badRequest('Your location is required', missing);
      const [centre] = await app.db.query<{ lat: number | null; lon: number | null }>(
        'SELECT lat, lon FROM distribution_centers WHERE tenant_id = $1 AND sale_unit = $2', [who.tenantId, m.saleUnit ?? who.saleUnit ?? ''],
      );
      if (!centre || centre.lat === null || centre.lon === null || haversineKm({ lat, lng }, { lat: centre.lat, lng: centre.lon }) * 1000 > m.radiusM) {
        throw badRequest(TOO_FAR, [{ field: '/body/Lat', reason: `must be within ${m.radiusM} m of the centre` }]);
      }
    }
    const out = await app.db.transaction((tx) => recordStep(tx, who, m, round, todayIso(at), { lat: request.body.Lat ?? null, lng: request.body.Lng ?? null }, at));
    if (!out.step) throw conflict(ALREADY_CHECKED_IN);
    if (out.completion && !out.completion.created) throw conflict(ALREADY_COMPLETED);
    reply.status(out.completion?.created ? 201 : 200);
    return answer(who, m, out.completion, out.completion?.created ? 201 : 200);
  });

  r.post('/api/crm-service/owner/mission/:id/read', {
    preHandler: requireCustomer,
    schema: { response: { 201: MissionActionSchema }, tags: TAGS, security: SECURITY, params: Id, summary: 'NEWS: the customer read the mission\'s news item', body: Body({}) },
  }, async (request, reply) => {
    const { who, m } = await act(request, 'NEWS');
    const at = now();
    const round = await refuseIfCompleted(app.db, who.tenantId, who.customerCode, m, at);
    const out = await app.db.transaction((tx) => recordStep(tx, who, m, round, 'read', {}, at));
    if (!out.completion?.created) throw conflict(ALREADY_COMPLETED);
    reply.status(201);
    return answer(who, m, out.completion, 201);
  });

  r.post('/api/crm-service/owner/mission/:id/scan', {
    preHandler: requireCustomer,
    schema: { response: { 201: MissionActionSchema },
      tags: TAGS, security: SECURITY, params: Id, summary: 'SCAN_QR: the code read from the QR (camera) or typed',
      body: Body({ Code: Type.String({ minLength: 1, maxLength: 200 }) }),
    },
  }, async (request, reply) => {
    const { who, m } = await act(request, 'SCAN_QR');
    if (request.body.Code.trim() !== m.qrCode) throw badRequest('This QR code is not the mission\'s code', [{ field: '/body/Code', reason: 'does not match this mission' }]);
    const at = now();
    const round = await refuseIfCompleted(app.db, who.tenantId, who.customerCode, m, at);
    const out = await app.db.transaction((tx) => recordStep(tx, who, m, round, 'scan', {}, at));
    if (!out.completion?.created) throw conflict(ALREADY_COMPLETED);
    reply.status(201);
    return answer(who, m, out.completion, 201);
  });

  r.post('/api/crm-service/owner/mission/:id/survey', {
    preHandler: requireCustomer,
    schema: { response: { 201: MissionActionSchema },
      tags: TAGS, security: SECURITY, params: Id, summary: 'SURVEY: answers validated by the mission\'s form schema (400 names every field, /body/Answers/…)',
      body: Body({ Answers: Type.Object({}, { additionalProperties: true }) }),
    },
  }, async (request, reply) => {
    const { who, m } = await act(request, 'SURVEY');
    const issues = validateForm(formSchema(m.surveyForm ?? '') as JsonSchema, request.body.Answers);
    if (issues.length) throw badRequest('Invalid request', issues.map((i) => ({ field: `/body/Answers${i.field}`, reason: i.messageKey })));
    const at = now();
    const round = await refuseIfCompleted(app.db, who.tenantId, who.customerCode, m, at);
    const out = await app.db.transaction((tx) => recordStep(tx, who, m, round, 'survey', request.body.Answers, at));
    if (!out.completion?.created) throw conflict(ALREADY_COMPLETED);
    reply.status(201);
    return answer(who, m, out.completion, 201);
  });

  r.post('/api/crm-service/owner/mission/:id/photo', {
    preHandler: requireCustomer,
    schema: { response: { 202: MissionActionSchema },
      tags: TAGS, security: SECURITY, params: Id, consumes: ['multipart/form-data'],
      summary: 'PHOTO: multipart field file (JPEG/PNG/WebP checked by content, ≤ 5 MB, re-encoded); waits for staff approval (409 while one waits)',
    },
  }, async (request, reply) => {
    const { who, m } = await act(request, 'PHOTO');
    await refuseIfCompleted(app.db, who.tenantId, who.customerCode, m, now());
    const [waiting] = await app.db.query(`SELECT 1 FROM mission_photos WHERE tenant_id = $1 AND mission_id = $2 AND customer_code = $3 AND status = 'PENDING'`, [who.tenantId, m.id, who.customerCode]);
    if (waiting) throw conflict('Your photo is waiting for approval');
    const file = await readOneFile(request);
    let uploadId: string;
    try {
      uploadId = (await storeImage(app.db, app.storage, { tenantId: who.tenantId, kind: 'mission-photo', ownerKind: 'customer', ownerId: who.customerCode }, { data: file.data, originalName: file.filename })).uploadId;
    } catch (err) {
      if (err instanceof ImageRejected) throw badRequest(`The photo ${err.reason}`, [{ field: `/body/${file.field}`, reason: err.reason }]);
      throw err;
    }
    await app.db.query('INSERT INTO mission_photos (tenant_id, mission_id, customer_code, upload_id, created_at) VALUES ($1, $2, $3, $4, $5)', [who.tenantId, m.id, who.customerCode, uploadId, now()]);
    reply.status(202);
    return answer(who, m, null, 202);
  });

  r.post('/api/crm-service/owner/mission/:id/claim', {
    preHandler: requireCustomer,
    schema: { response: { 201: MissionActionSchema }, tags: TAGS, security: SECURITY, params: Id, summary: 'ORDER_ACC: completes the mission when the paid amount in its window reached the target (it also completes by itself when an order is paid)', body: Body({}) },
  }, async (request, reply) => {
    const { who, m } = await act(request, 'ORDER_ACC');
    const at = now();
    const round = await refuseIfCompleted(app.db, who.tenantId, who.customerCode, m, at);
    const paid = await paidAmountInWindow(app.db, who.tenantId, who.customerCode, m);
    if (paid < m.target) throw conflict(`Paid orders reach ${paid} of ${m.target} baht`);
    const done = await app.db.transaction((tx) => completeMission(tx, who.tenantId, who.customerCode, m, at, round));
    if (!done.created) throw conflict(ALREADY_COMPLETED);
    reply.status(201);
    return answer(who, m, done, 201);
  });
}
