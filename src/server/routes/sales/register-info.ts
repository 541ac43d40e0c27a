import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors';
import { Query, SaleUnit, TENANT_HEADER_NOTE } from '../schemas';
import { RegisterInfoSchema } from './responses';
import { salespersonFor } from './salesperson-link';

/**
 * What `/manage/registerfrompc/{dist?}/{salecode?}` shows before the form: the centre and the
 * salesperson the new customer will land under (anonymous: the customer scans the QR code).
 * Only a name is disclosed, never a mobile number.
 */
export default async function registerInfoRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get('/api/sales/registerinfo', {
    schema: {
      response: { 200: RegisterInfoSchema }, tags: ['sales'], description: TENANT_HEADER_NOTE, summary: 'The centre and salesperson a back-office registration link names; 400 naming the field that does not fit',
      querystring: Query({ dist: Type.Optional(SaleUnit), saleCode: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })) }),
    },
  }, async (request) => {
    const { dist, saleCode } = request.query;
    const tenantId = request.tenantId;
    const centre = dist ? await app.centers.find(tenantId, dist) : null;
    if (dist && !centre) throw new HttpError(400, 'Invalid request', [{ field: '/query/dist', reason: 'is not a distribution centre of this tenant' }]);
    let salesperson = null;
    if (saleCode) {
      try {
        salesperson = await salespersonFor(app.db, tenantId, saleCode, dist ?? null);
      } catch (err) {
        if (err instanceof HttpError) throw new HttpError(400, err.message, err.errors?.map((e) => ({ ...e, field: '/query/saleCode' })));
        throw err;
      }
    }
    return {
      Centre: centre ? { SaleUnit: centre.saleUnit, Name: centre.distName } : null,
      Salesperson: salesperson ? { SaleCode: salesperson.userId, Name: salesperson.name } : null,
    };
  });
}
