import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { shouldCreateDist, shouldSendBankAccount } from '../../../domain/registration';
import { centersChanged } from '../../accounts/center-cache';
import { byDistance } from '../../accounts/centers';
import { nextCounter } from '../../accounts/counters';
import { alreadyExistMessage, inactiveMessage } from '../../accounts/customers';
import { findMerchant, findMerchantByMobile, type MerchantRow } from '../../accounts/merchants';
import { hashPassword } from '../../auth/password';
import type { Queryable } from '../../db/index';
import { distributionCenters } from '../../db/schema/core';
import { badRequest, conflict } from '../../errors';
import { formSchema } from '../../forms';
import { authRateLimit } from '../../plugins/external';
import { issueMerchantSession } from '../authen/sessions';
import { Lat, Lng, Query, SaleUnit, TENANT_HEADER_NOTE } from '../schemas';
import { THAI_BANKS } from './banks';
import { ThaiGeoSchema } from './geo-responses';
import { geoPath, thaiGeo } from './thai-geo';
import { BanksSchema, CentresSchema, RegisteredSchema } from './staff-responses';

export const DIST_TAKE = 72;

interface Saleman { name: string; mobileNo: string; email?: string; password: string; confirmPassword: string; LineUserToken?: string }
interface NewDist { DIST_NAME?: string; DIST_SHORTNAME?: string; address?: string; province_id?: string; district_id?: string; town_id?: string; zipcode?: string; lat?: number; lon?: number; shipment_name?: string; Optional21?: string }
interface Bank { bankcode?: string; bankname?: string; accountid?: string; bank_ac_name?: string }

const RegisterBody = Type.Object({
  SelectedDists: Type.Array(SaleUnit, { maxItems: 20, description: 'Centres without a salesperson (api/merchant/dist?dcWithoutSaleman=Y)' }),
  DistributionCenter: Type.Union([Type.Unsafe<NewDist>(formSchema('register-dist.json')), Type.Null()]),
  Saleman: Type.Unsafe<Saleman>(formSchema('register-merchant.json')),
  BankAccount: Type.Union([Type.Unsafe<Bank>(formSchema('register-bookbank.json')), Type.Null()]),
}, { additionalProperties: false });

/** Active centres where no salesperson works yet (a super admin does not count: they work everywhere). */
async function centresWithoutSalesman(q: Queryable, tenantId: string): Promise<Set<string>> {
  const rows = await q.query<{ sale_unit: string }>(
    `SELECT d.sale_unit FROM distribution_centers d
      WHERE d.tenant_id = $1 AND d.active
        AND NOT EXISTS (SELECT 1 FROM merchant_user_centers mc JOIN merchant_users m ON m.tenant_id = mc.tenant_id AND m.user_id = mc.user_id
                         WHERE mc.tenant_id = d.tenant_id AND mc.sale_unit = d.sale_unit AND m.status = 'A' AND m.role <> 1)`,
    [tenantId],
  );
  return new Set(rows.map((r) => r.sale_unit));
}

/**
 * The registration wizard's calls, before the applicant has an account (tenant from the TenantId
 * header): centres, Thai provinces/districts/sub-districts, banks, and the registration itself.
 */
export default async function registrationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/merchant/dist', {
    schema: { response: { 200: CentresSchema },
      tags: ['merchant'], description: TENANT_HEADER_NOTE, summary: `Distribution centres to pick when registering (dcWithoutSaleman=Y: only those nobody sells for), nearest first, ${DIST_TAKE} a page`,
      querystring: Query({
        dcWithoutSaleman: Type.Optional(Type.Union([Type.Literal('Y'), Type.Literal('N')])), take: Type.Optional(Type.Integer({ minimum: 1, maximum: DIST_TAKE, default: DIST_TAKE })),
        skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })), text: Type.Optional(Type.String({ maxLength: 100 })), lat: Type.Optional(Lat), lng: Type.Optional(Lng),
      }),
    },
  }, async (request) => {
    const q = request.query;
    let rows = await app.centers.search(request.tenantId, q.text ?? '');
    if (q.dcWithoutSaleman === 'Y') {
      const free = await centresWithoutSalesman(app.db, request.tenantId);
      rows = rows.filter((c) => free.has(c.saleUnit));
    }
    const origin = q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : null;
    const skip = q.skip ?? 0;
    return byDistance(rows, origin).slice(skip, skip + (q.take ?? DIST_TAKE));
  });

  r.post('/GET_MASTER_DATA/GET_ALL_PROVINCE', {
    schema: {
      response: { 200: ThaiGeoSchema }, tags: ['merchant'], summary: 'Thai provinces, districts and sub-districts with zip codes: { data: { Province, Ampher, Town } }; ProvinceID / AmpherID narrow the lists',
      body: Type.Object({ ProvinceID: Type.Optional(Type.String({ maxLength: 20 })), AmpherID: Type.Optional(Type.String({ maxLength: 20 })) }, { additionalProperties: false }),
    },
  }, async (request, reply) => {
    const g = thaiGeo();
    const { ProvinceID, AmpherID } = request.body;
    const Ampher = ProvinceID ? g.Ampher.filter((a) => a.ProvinceID === ProvinceID) : g.Ampher;
    const amphers = new Set(Ampher.map((a) => a.AmpherID));
    const Town = AmpherID ? g.Town.filter((t) => t.AmpherID === AmpherID) : ProvinceID ? g.Town.filter((t) => amphers.has(t.AmpherID)) : g.Town;
    // The same for every tenant and every day: browsers may keep it.
    reply.header('cache-control', 'public, max-age=86400');
    return { status: 200 as const, status_code: '200' as const, data: { Province: g.Province, Ampher, Town } };
  });

  r.get('/api/merchant/bank', {
    schema: { response: { 200: BanksSchema }, tags: ['merchant'], summary: 'Thai banks for the bookbank step', querystring: Query({ saleUnit: Type.Optional(Type.Union([SaleUnit, Type.Literal('')])) }) },
  }, async () => ({ Data: [...THAI_BANKS] }));

  r.post('/api/merchant/register', {
    config: authRateLimit(app),
    schema: { response: { 200: RegisteredSchema },
      tags: ['merchant'], description: TENANT_HEADER_NOTE, body: RegisterBody,
      summary: 'Register a salesperson for chosen centres, optionally with a new centre (name, province, district and sub-district all given) and its bank account (name, number and bank code all given): Token, User, NewDistributionCenter, Message',
    },
  }, async (request) => {
    const tenantId = request.tenantId;
    const { SelectedDists, Saleman } = request.body;
    const dist = shouldCreateDist(request.body.DistributionCenter) ? request.body.DistributionCenter! : null;
    const bank = shouldSendBankAccount(request.body.BankAccount) ? request.body.BankAccount! : null;
    const errors = [];
    if (Saleman.confirmPassword !== Saleman.password) errors.push({ field: '/body/Saleman/confirmPassword', reason: 'must equal password' });
    const path = dist ? geoPath(dist.province_id!, dist.district_id!, dist.town_id!) : null;
    if (dist && !path) errors.push({ field: '/body/DistributionCenter/town_id', reason: 'province, district and sub-district do not belong together' });
    if (bank && !THAI_BANKS.some((b) => b.bankcode === bank.bankcode)) errors.push({ field: '/body/BankAccount/bankcode', reason: 'is not a Thai bank code' });
    const free = await centresWithoutSalesman(app.db, tenantId);
    SelectedDists.forEach((su, i) => { if (!free.has(su)) errors.push({ field: `/body/SelectedDists/${i}`, reason: 'is not a centre without a salesperson' }); });
    if (!dist && SelectedDists.length === 0) errors.push({ field: '/body/SelectedDists', reason: 'choose a centre or register a new one' });
    if (errors.length) throw badRequest('Invalid request', errors);
    const existing = await findMerchantByMobile(app.db, tenantId, Saleman.mobileNo);
    if (existing) throw conflict(existing.status === 'A' ? alreadyExistMessage(Saleman.mobileNo) : inactiveMessage(Saleman.mobileNo));
    const passwordHash = await hashPassword(Saleman.password);

    let created: { user: MerchantRow; newCentre: string | null };
    try {
      created = await app.db.transaction(async (tx) => {
        const userId = `M${String(await nextCounter(tx, tenantId, 'merchant')).padStart(5, '0')}`;
        await tx.query(
          `INSERT INTO merchant_users (tenant_id, user_id, username, name, mobile_no, email, password_hash, role) VALUES ($1, $2, $3, $4, $5, $6, $7, 3)`,
          [tenantId, userId, Saleman.mobileNo, Saleman.name.trim(), Saleman.mobileNo, Saleman.email || null, passwordHash],
        );
        let newCentre: string | null = null;
        if (dist && path) {
          newCentre = `N${String(await nextCounter(tx, tenantId, 'centre')).padStart(4, '0')}`;
          const full = [dist.address, path.town, path.district, path.province, dist.zipcode || path.zips[0]].filter(Boolean).join(' ');
          await tx.query(
            `INSERT INTO distribution_centers (tenant_id, sale_unit, dist_name, dist_shortname, full_address, lat, lon) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
            [tenantId, newCentre, dist.DIST_NAME!.trim(), dist.DIST_SHORTNAME || dist.DIST_NAME!.trim(), full, dist.lat ?? null, dist.lon ?? null],
          );
          await tx.query(
            `INSERT INTO centre_profiles (tenant_id, sale_unit, address, province_id, district_id, town_id, zipcode, shipment_name, tax_no, registered_by)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
            [tenantId, newCentre, dist.address ?? '', dist.province_id, dist.district_id, dist.town_id, dist.zipcode || path.zips[0] || '', dist.shipment_name ?? '', dist.Optional21 ?? '', userId],
          );
          await centersChanged(tx, tenantId);
        }
        for (const su of [...SelectedDists, ...(newCentre ? [newCentre] : [])]) {
          await tx.query('INSERT INTO merchant_user_centers (tenant_id, user_id, sale_unit) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [tenantId, userId, su]);
        }
        // The account is for the centre being registered, else the first chosen one if it has none yet.
        const bankCentre = newCentre ?? SelectedDists[0];
        if (bank && bankCentre) {
          const name = bank.bankname || THAI_BANKS.find((b) => b.bankcode === bank.bankcode)?.bankname || '';
          const [added] = await tx.query(
            `INSERT INTO centre_bank_accounts (tenant_id, sale_unit, bank_code, bank_name, account_id, account_name, created_by)
             VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING sale_unit`,
            [tenantId, bankCentre, bank.bankcode, name, bank.accountid, bank.bank_ac_name, userId],
          );
          // Buyers paying by transfer see the centre's account (orders area's payment settings).
          if (added) {
            await tx.query(
              `INSERT INTO centre_payment_settings (tenant_id, sale_unit, bank_name, bank_account_no, bank_account_name) VALUES ($1, $2, $3, $4, $5)
               ON CONFLICT (tenant_id, sale_unit) DO UPDATE SET bank_name = EXCLUDED.bank_name, bank_account_no = EXCLUDED.bank_account_no, bank_account_name = EXCLUDED.bank_account_name
               WHERE centre_payment_settings.bank_account_no = ''`,
              [tenantId, bankCentre, name, bank.accountid, bank.bank_ac_name],
            );
          }
        }
        const user = await findMerchant(tx, tenantId, userId);
        return { user: user!, newCentre };
      });
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw conflict(alreadyExistMessage(Saleman.mobileNo));
      throw err;
    }
    const session = await issueMerchantSession(app, created.user);
    return {
      status: 200 as const, Token: session.token, User: session.user, Message: 'Registered' as const,
      NewDistributionCenter: await newCentreView(app, tenantId, created.newCentre),
    };
  });
}

async function newCentreView(app: FastifyInstance, tenantId: string, saleUnit: string | null) {
  if (!saleUnit) return null;
  // Read from the database: the cache of this process may not have heard of the centre yet.
  const [row] = await app.db.orm.select().from(distributionCenters).where(and(eq(distributionCenters.tenantId, tenantId), eq(distributionCenters.saleUnit, saleUnit)));
  return row ? byDistance([row], null)[0] : null;
}
