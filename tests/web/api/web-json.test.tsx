import { describe, expect, it } from 'vitest';
import { contractJson, errorJson, webJson } from '../../../mocks/contract';
import type { CustomerRow, Page } from '../../../src/web/api/merchant-customers';

/*
 * The fixture helpers' types are the point (mocks/contract.ts): the lines marked @ts-expect-error
 * must stay errors, or `npm run typecheck` fails ("unused directive").
 */
const empty: Page<CustomerRow> = { Total: 0, Skip: 0, Take: 20, Data: [] };

function typeChecks() {
  // A pending operation's fixture needs the web's type spelled out…
  // @ts-expect-error body is `never` without the type argument
  webJson('getCustomersList', empty);
  // …and a renamed field fails it.
  // @ts-expect-error `Rows` is not a field of Page<CustomerRow>
  webJson<Page<CustomerRow>>('getCustomersList', { Total: 0, Skip: 0, Take: 20, Rows: [] });
  // @ts-expect-error an operation the contract documents is not pending: use contractJson
  webJson<{ Data: [] }>('getCategoryList', { Data: [] });
  // @ts-expect-error a documented operation's body must match the contract
  contractJson('getCategoryList', { Rows: [] });
  // @ts-expect-error an error body is { IsException, Message, Errors? }
  errorJson(400, { message: 'no' });
}

describe('typed msw answers', () => {
  it('answer the body and status given', async () => {
    expect(typeof typeChecks).toBe('function');
    const ok = webJson<Page<CustomerRow>>('getCustomersList', empty, { status: 200 });
    expect([ok.status, await ok.json()]).toEqual([200, empty]);
    const bad = errorJson(409, { IsException: true, Message: 'taken' });
    expect([bad.status, await bad.json()]).toEqual([409, { IsException: true, Message: 'taken' }]);
  });
});
