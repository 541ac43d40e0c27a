import { describe, expect, it } from 'vitest';
import { contractJson, errorJson } from '../../../mocks/contract';
import type { CustomerRow } from '../../../src/web/api/promotions';

/*
 * The fixture helpers' types are the point (mocks/contract.ts): the lines marked @ts-expect-error
 * must stay errors, or `npm run typecheck` fails ("unused directive").
 */
const customers: { Data: CustomerRow[] } = {
  Data: [{ CUSTOMERCODE: 'C001', CUSTOMERNAME: 'ร้านสมใจ', MobileNo: '0810000001', CustomerType: '01', StoreType: 'GT', SaleUnit: '1001' }],
};

function typeChecks() {
  // @ts-expect-error a documented operation's body must match the contract
  contractJson('getCategoryList', { Rows: [] });
  // @ts-expect-error the server sends `Unread`, a renamed field fails (session 8: the inbox fixture)
  contractJson('getProfileMessages', { Data: [], UnreadCount: 0, Total: 0 });
  // @ts-expect-error a customer row without the fields the server always sends (session 9: the promotion fixtures)
  contractJson('getPromotionCustomers', { Data: [{ CUSTOMERCODE: 'C001', CUSTOMERNAME: 'ร้านสมใจ', MobileNo: '0810000001' }] });
  // @ts-expect-error the rider's failed delivery answers SaleUnit and Reason too (session 10: the rider fixture left them out)
  contractJson('postRiderDeliveriesByOrderIdBySaleUnitFail', { OrderID: 'SO-1', Status: 'PACKED' });
  // @ts-expect-error a flag always comes with its Type (session 10: the web had it optional)
  contractJson('getWebConfigAdminItems', { Data: [{ Opt: 'ENABLE_FAQ', OptValue: 'Y', Default: 'Y', Overridden: false, UpdatedAt: null, UpdatedBy: null }] });
  // @ts-expect-error a sign-in carries the whole customer, not the session's optional CustomerUser (tests/web/auth/session-fixtures.ts builds it)
  contractJson('postAuthenLogin', { status: 200, jtoken: 't', user: { CUSTOMERCODE: 'SB0001', userRole: 'CUSTOMER' } });
  // @ts-expect-error an error body is { IsException, Message, Errors? }
  errorJson(400, { message: 'no' });
}

describe('typed msw answers', () => {
  it('answer the body and status given', async () => {
    expect(typeof typeChecks).toBe('function');
    const ok = contractJson('getPromotionCustomers', customers, { status: 200 });
    expect([ok.status, await ok.json()]).toEqual([200, customers]);
    const bad = errorJson(409, { IsException: true, Message: 'taken' });
    expect([bad.status, await bad.json()]).toEqual([409, { IsException: true, Message: 'taken' }]);
  });
});
