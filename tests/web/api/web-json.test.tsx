import { describe, expect, it } from 'vitest';
import { contractJson, errorJson, webJson } from '../../../mocks/contract';
import type { CustomerRef } from '../../../src/web/api/promotions';

/*
 * The fixture helpers' types are the point (mocks/contract.ts): the lines marked @ts-expect-error
 * must stay errors, or `npm run typecheck` fails ("unused directive").
 */
const customers: { Data: CustomerRef[] } = { Data: [] };

function typeChecks() {
  // A pending operation's fixture needs the web's type spelled out…
  // @ts-expect-error body is `never` without the type argument
  webJson('getPromotionCustomers', customers);
  // …and a renamed field fails it.
  // @ts-expect-error `Rows` is not a field of { Data: CustomerRef[] }
  webJson<{ Data: CustomerRef[] }>('getPromotionCustomers', { Rows: [] });
  // @ts-expect-error an operation the contract documents is not pending: use contractJson
  webJson<{ Data: [] }>('getCategoryList', { Data: [] });
  // @ts-expect-error a documented operation's body must match the contract
  contractJson('getCategoryList', { Rows: [] });
  // @ts-expect-error the server sends `Unread`, a renamed field fails (session 8: the inbox fixture)
  contractJson('getProfileMessages', { Data: [], UnreadCount: 0, Total: 0 });
  // @ts-expect-error an error body is { IsException, Message, Errors? }
  errorJson(400, { message: 'no' });
}

describe('typed msw answers', () => {
  it('answer the body and status given', async () => {
    expect(typeof typeChecks).toBe('function');
    const ok = webJson<{ Data: CustomerRef[] }>('getPromotionCustomers', customers, { status: 200 });
    expect([ok.status, await ok.json()]).toEqual([200, customers]);
    const bad = errorJson(409, { IsException: true, Message: 'taken' });
    expect([bad.status, await bad.json()]).toEqual([409, { IsException: true, Message: 'taken' }]);
  });
});
