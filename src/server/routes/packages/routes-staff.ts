import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { requireMerchant } from '../../auth/guards';
import { badRequest, notFound, type FieldError } from '../../errors';
import { assertCentre, centresFor, merchantScope } from '../merchant/scope';
import { Query, SaleUnit } from '../schemas';
import { HoldingListSchema, PackageListSchema, PackageSchema } from './responses';
import { NewPackageBody, PackageActiveBody, PackageParams } from './schemas';
import { insertPackage, listHoldings, listPackages, loadPackage, PACKAGE_NOT_FOUND } from './store';

const TAGS = ['packages'];
const SECURITY = [{ bearer: [] }];

/** Staff define the packages of their centres and see who holds what (a super admin: every centre). */
export default async function staffPackageRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => new Date(app.clock());
  const CentreQuery = Query({ saleUnit: Type.Optional(SaleUnit) });

  r.get('/api/merchant/packages', {
    preValidation: requireMerchant(),
    schema: { response: { 200: PackageListSchema }, tags: TAGS, security: SECURITY, querystring: CentreQuery, summary: 'Packages of the caller\'s centres (or one centre), newest first' },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    return { Data: await listPackages(app.db, scope.tenantId, centresFor(scope, request.query.saleUnit)) };
  });

  r.post('/api/merchant/packages', {
    preValidation: requireMerchant(),
    schema: { response: { 201: PackageSchema }, tags: TAGS, security: SECURITY, body: NewPackageBody, summary: 'Define a package for one of the caller\'s centres: product quantities at a package price, valid N days from purchase' },
  }, async (request, reply) => {
    const scope = await merchantScope(app, request);
    const b = request.body;
    assertCentre(scope, b.saleUnit);
    const codes = b.items.map((i) => i.P_Code);
    const errors: FieldError[] = [];
    const known = new Set((await app.db.query<{ p_code: string }>(
      'SELECT p_code FROM products WHERE tenant_id = $1 AND p_code = ANY($2::text[])', [scope.tenantId, codes],
    )).map((x) => x.p_code));
    codes.forEach((code, i) => {
      if (!known.has(code)) errors.push({ field: `/body/items/${i}/P_Code`, reason: 'is not a product of this shop' });
      else if (codes.indexOf(code) !== i) errors.push({ field: `/body/items/${i}/P_Code`, reason: 'is listed twice' });
    });
    if (errors.length) throw badRequest('Invalid request', errors);
    const code = await insertPackage(app.db, scope.tenantId, {
      SaleUnit: b.saleUnit, Name: b.name.trim(), NameEn: (b.nameEn ?? '').trim(), Price: Math.round(b.price * 100) / 100, ValidDays: b.validDays, Items: b.items,
    }, scope.userId, now());
    reply.status(201);
    return (await loadPackage(app.db, scope.tenantId, code))!;
  });

  r.patch('/api/merchant/packages/:packageCode', {
    preValidation: requireMerchant(),
    schema: { response: { 200: PackageSchema }, tags: TAGS, security: SECURITY, params: PackageParams, body: PackageActiveBody, summary: 'Put a package on sale or take it off sale' },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const pkg = await loadPackage(app.db, scope.tenantId, request.params.packageCode);
    if (!pkg || !scope.saleUnits.includes(pkg.SaleUnit)) throw notFound(PACKAGE_NOT_FOUND);
    await app.db.query('UPDATE prepaid_packages SET active = $3 WHERE tenant_id = $1 AND package_code = $2', [scope.tenantId, pkg.PackageCode, request.body.active]);
    return (await loadPackage(app.db, scope.tenantId, pkg.PackageCode))!;
  });

  r.get('/api/merchant/package-holders', {
    preValidation: requireMerchant(),
    schema: { response: { 200: HoldingListSchema }, tags: TAGS, security: SECURITY, querystring: CentreQuery, summary: 'Who holds which package at the caller\'s centres, with what is left of each item' },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    return { Data: await listHoldings(app.db, scope.tenantId, { saleUnits: centresFor(scope, request.query.saleUnit) }, now()) };
  });
}
