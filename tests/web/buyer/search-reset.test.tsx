import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultHandlers } from '../../../mocks/handlers';
import { emitSessionEvent } from '../../../src/web/auth/session-events';
import { rootSession } from '../../../src/web/session/root-session';
import { productSearch } from '../../../src/web/stores/product-search';
import { customer, renderApp } from '../render-app';
import { quietHandlers } from './fixtures';
import { mswServer } from '../msw-server';

mswServer(...defaultHandlers, ...quietHandlers);

// Buyer spec section 4: a mode switch "resets product state and home init time"; so does a centre change.
function searchUnderway(): void {
  Object.assign(productSearch, { text: 'น้ำปลา', h1: 'FOOD', hotdeal: true, onlyPromotionProduct: true, sortByPrice: 'asc', homeInitTime: 1_700_000_000_000 });
}

const startedOver = () => expect({ ...productSearch, wishlist: undefined }).toMatchObject({
  text: '', h1: '', hotdeal: false, onlyPromotionProduct: false, sortByPrice: null, homeInitTime: 0,
});

describe('product search starts over', () => {
  it('on a switch to redeem mode and back', async () => {
    await renderApp(null, { url: '/en/product', user: customer() });
    searchUnderway();
    rootSession.point = true;
    await waitFor(startedOver);
    searchUnderway();
    rootSession.point = false;
    await waitFor(startedOver);
  });

  it('on a centre change', async () => {
    await renderApp(null, { url: '/en/product', user: customer() });
    searchUnderway();
    await emitSessionEvent('centreChanged', { user: customer(), dist: null });
    await waitFor(startedOver);
  });
});
