import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { parseStoredCart } from '../../../domain/cart-storage';
import { requireCustomer } from '../../auth/guards';
import { findAddress, orderParty } from '../addresses/store';
import { readCart } from '../cart/store';
import { cartKeyFor } from '../orders/place';
import { assertDistinctLines } from '../orders/distinct-lines';
import { QuoteBody } from '../orders/schemas';
import { assertModeAllowed, loadBuyer } from './buyer';
import { computeQuote } from './quote';
import { QuoteSchema } from './responses';

/** `POST api/checkout/quote`: the server's price of what the buyer is about to order. */
export default async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.post('/api/checkout/quote', {
    preHandler: requireCustomer,
    schema: {
      tags: ['checkout'], security: [{ bearer: [] }],
      summary: 'Quote an order: prices for this customer today, promotions, coupon, delivery fee, totals, payment methods, and what stops it from being placed',
      description: 'Nothing the client computes is trusted: lines carry only codes and quantities. Lines default to the selected lines of the server cart '
        + '(this centre, this mode). Problems lists every line that cannot be ordered (outOfStock, notFound, disabled, unitNotSold, notRedeemable, notPriced); '
        + 'CanPlace is true when there is none, the coupon (if any) is valid and the payment method is allowed. See docs/orders.md.',
      body: QuoteBody,
      response: { 200: QuoteSchema },
    },
  }, async (request) => {
    const b = request.body;
    assertDistinctLines(b.lines);
    const mode = b.mode ?? 'sales';
    const buyer = await loadBuyer(app, request);
    assertModeAllowed(buyer, mode);
    const lines = b.lines ?? parseStoredCart((await readCart(app.db, cartKeyFor(buyer, mode))).lines).cart.filter((l) => l.selected);
    const { quote } = await computeQuote(app.db, buyer, { mode, lines, couponId: b.couponId, paymentMethod: b.paymentMethod, usePackages: b.usePackages }, new Date(app.clock()));
    let shipTo = null;
    if (b.shipToCode) {
      const a = await findAddress(app.db, buyer.tenantId, buyer.customerCode, b.shipToCode);
      shipTo = a && a.Active === 'Y' ? orderParty(a) : null;
    }
    return { ...quote, ShipTo: shipTo, CanPlace: quote.CanPlace && (!b.shipToCode || shipTo !== null) };
  });
}
