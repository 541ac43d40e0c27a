import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { contractJson, errorJson } from '../../../mocks/contract';
import { defaultHandlers, mockToken } from '../../../mocks/handlers';
import { fetchAddresses } from '../../../src/web/api/addresses';
import { setCustomerSession } from '../../../src/web/session/customer-actions';
import { ADDRESSES } from '../buyer/fixtures';
import { mswServer } from '../msw-server';
import { customer, renderAppState } from './state';

const server = mswServer(...defaultHandlers);
beforeEach(() => {
  renderAppState('sabai');
  setCustomerSession(mockToken({ TenantId: 'sabai', UserId: 'C0001' }), customer());
});

/** Buyer spec section 4 "Addresses": a non-200 answer means an empty list. */
describe('delivery addresses', () => {
  it('lists the addresses of a 200 answer and none of a non-200 one', async () => {
    server.use(http.post('*/GET_MASTER_DATA/GET_DELIVERY_ADDRESS', () => contractJson('postGetMasterDataGetDeliveryAddress', ADDRESSES)));
    expect((await fetchAddresses('C0001')).map((a) => a._id)).toEqual(['ADR1', 'ADR2']);
    server.use(http.post('*/GET_MASTER_DATA/GET_DELIVERY_ADDRESS', () => errorJson(404, { IsException: true, Message: 'No address' })));
    expect(await fetchAddresses('C0001')).toEqual([]);
  });
});
