import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { addToCart, quickAdd, removeFromCart, selectAll, setLineSelected, type CartLine } from '../../../domain/cart';
import { mergeGuestCart, parseStoredCart } from '../../../domain/cart-storage';
import { isY } from '../../../domain/flags';
import { isShown, unitCount, UNIT_INDEXES } from '../../../domain/units';
import { claimsOf, requireCustomer, requireCustomerOrGuest } from '../../auth/guards';
import { badRequest, notFound } from '../../errors';
import { effectiveFlags } from '../../tenants/resolve';
import { Body, Query } from '../schemas';
import { loadOrderProducts, type OrderProduct } from '../checkout/catalog-lines';
import { todayIso } from '../points/ledger';
import { cartKeyOf, deleteCart, readCart, updateCart, type CartKey } from './store';
import { cartFlags, cartView } from './view';
import { errorResponses } from '../../contract/error-body';
import { CartViewSchema, QuickAddViewSchema } from './responses';
import { CartLineBody, CartModeSchema, PCode, Qty } from './schemas';

const SECURITY = [{ bearer: [] }];
const TAGS = ['cart'];
const MODE_NOTE = 'One cart per customer + centre (the token\'s SaleUnit) + mode; a guest has one sales cart per company.';

async function productFor(app: FastifyInstance, key: CartKey, code: string, now: Date): Promise<OrderProduct> {
  const p = (await loadOrderProducts(app.db, key.tenantId, key.priceSaleUnit, [code], todayIso(now))).get(code);
  if (!p || p.Disabled) throw notFound('Product not found');
  return p;
}

/** Server carts (docs/orders.md "Cart"): the source of truth after login, on every device. */
export default async function cartRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => new Date(app.clock());
  const view = (key: CartKey) => cartView(app, app.db, key, now());

  r.get('/api/cart', {
    preHandler: requireCustomerOrGuest,
    schema: {
      tags: TAGS, security: SECURITY, response: { 200: CartViewSchema }, summary: 'The cart, restored by the spec\'s rules and priced for this customer today', description: MODE_NOTE,
      querystring: Query({ mode: CartModeSchema }),
    },
  }, async (request) => view(cartKeyOf(request, request.query.mode)));

  r.put('/api/cart/lines', {
    preHandler: requireCustomerOrGuest,
    schema: {
      tags: TAGS, security: SECURITY, response: { 200: CartViewSchema, ...errorResponses(404) }, summary: 'Put a line: an existing product is replaced and selected, a new one appended selected; all quantities 0 removes it',
      description: `${MODE_NOTE} Units the product does not sell (or whose price tier is hidden) are refused with 400 naming qtyN.`,
      body: CartLineBody,
    },
  }, async (request) => {
    const b = request.body;
    const key = cartKeyOf(request, b.mode);
    const product = await productFor(app, key, b.P_Code, now());
    const n = unitCount(product);
    const bad = UNIT_INDEXES.filter((u) => b[`qty${u}`] > 0 && (u > n || !isShown(product, u)));
    if (bad.length) throw badRequest('Invalid request', bad.map((u) => ({ field: `/body/qty${u}`, reason: 'this product is not sold by this unit' })));
    await app.db.transaction((tx) => updateCart(tx, key, now(), (cart) => {
      const next = addToCart(cart, b);
      return b.selected === false ? setLineSelected(next, b.P_Code, false) : next;
    }));
    return view(key);
  });

  r.post('/api/cart/quick-add', {
    preHandler: requireCustomerOrGuest,
    schema: {
      tags: TAGS, security: SECURITY, response: { 200: QuickAddViewSchema, ...errorResponses(404) }, summary: 'Quick add: one more of the default unit (the biggest unit when QUICK_ADD_BIGGEST_UNIT is Y)',
      body: Body({ P_Code: PCode, mode: CartModeSchema }),
    },
  }, async (request) => {
    const key = cartKeyOf(request, request.body.mode);
    const product = await productFor(app, key, request.body.P_Code, now());
    const biggestUnit = isY((await effectiveFlags(app, key.tenantId)).QUICK_ADD_BIGGEST_UNIT);
    let unit = 1;
    await app.db.transaction((tx) => updateCart(tx, key, now(), (cart) => {
      const added = quickAdd(cart, product, { biggestUnit });
      unit = added.unit;
      return added.cart;
    }));
    return { ...(await view(key)), AddedUnit: unit as 1 | 2 | 3 };
  });

  r.delete('/api/cart/lines/:pCode', {
    preHandler: requireCustomerOrGuest,
    schema: {
      tags: TAGS, security: SECURITY, response: { 200: CartViewSchema }, summary: 'Remove a line', params: Type.Object({ pCode: PCode }, { additionalProperties: false }),
      querystring: Query({ mode: CartModeSchema }),
    },
  }, async (request) => {
    const key = cartKeyOf(request, request.query.mode);
    await app.db.transaction((tx) => updateCart(tx, key, now(), (cart) => removeFromCart(cart, request.params.pCode)));
    return view(key);
  });

  r.post('/api/cart/select', {
    preHandler: requireCustomerOrGuest,
    schema: {
      tags: TAGS, security: SECURITY, response: { 200: CartViewSchema },
      summary: 'Select or unselect lines (codes, or the whole cart); selecting skips out-of-stock lines when DISABLE_OUT_OF_STOCK is Y',
      body: Body({ selected: Type.Boolean(), codes: Type.Optional(Type.Array(PCode, { maxItems: 200 })), mode: CartModeSchema }),
    },
  }, async (request) => {
    const b = request.body;
    const key = cartKeyOf(request, b.mode);
    const flags = await cartFlags(app, key.tenantId);
    const { lines } = await readCart(app.db, key);
    const products = await loadOrderProducts(app.db, key.tenantId, key.priceSaleUnit, parseStoredCart(lines).cart.map((l) => l.P_Code), todayIso(now()));
    await app.db.transaction((tx) => updateCart(tx, key, now(), (cart) =>
      selectAll(cart, b.codes ?? null, b.selected, { disableOutOfStock: flags.disableOutOfStock, products })));
    return view(key);
  });

  r.delete('/api/cart', {
    preHandler: requireCustomerOrGuest,
    schema: { tags: TAGS, security: SECURITY, response: { 200: CartViewSchema }, summary: 'Empty the cart', querystring: Query({ mode: CartModeSchema }) },
  }, async (request) => {
    const key = cartKeyOf(request, request.query.mode);
    await deleteCart(app.db, key);
    return view(key);
  });

  r.post('/api/cart/merge', {
    preHandler: requireCustomer,
    schema: {
      tags: TAGS, security: SECURITY, response: { 200: CartViewSchema },
      summary: 'After login: move the guest cart into the customer\'s sales cart at the active centre, then clear the guest copy',
      description: 'guestToken: the guest session\'s jtoken (its server cart moves and is deleted). lines: the browser\'s local guest copy. Each guest line is added as an add would (it replaces a line of the same product).',
      body: Body({
        guestToken: Type.Optional(Type.String({ minLength: 10, maxLength: 4096 })),
        lines: Type.Optional(Type.Array(Type.Object({ P_Code: PCode, qty1: Qty, qty2: Qty, qty3: Qty, selected: Type.Optional(Type.Boolean()) }, { additionalProperties: false }), { maxItems: 200 })),
      }),
    },
  }, async (request) => {
    const claims = claimsOf(request);
    const key = cartKeyOf(request, 'sales');
    let guestKey: CartKey | null = null;
    if (request.body.guestToken) {
      const verified = await app.tokens.verify(request.body.guestToken);
      if (!verified.ok || verified.claims.Kind !== 'guest' || verified.claims.TenantId !== claims.TenantId) {
        throw badRequest('Invalid request', [{ field: '/body/guestToken', reason: 'is not a guest session of this tenant' }]);
      }
      guestKey = { tenantId: claims.TenantId, ownerId: verified.claims.UserId, saleUnit: '', mode: 'sales', guest: true, priceSaleUnit: key.saleUnit };
    }
    const local: CartLine[] = (request.body.lines ?? []).map((l) => ({ ...l, selected: l.selected ?? true }));
    const gk = guestKey;
    await app.db.transaction(async (tx) => {
      const guestLines = gk ? parseStoredCart((await readCart(tx, gk, true)).lines).cart : [];
      await updateCart(tx, key, now(), (cart) => mergeGuestCart(mergeGuestCart(cart, guestLines).cart, local).cart);
      if (gk) await deleteCart(tx, gk);
    });
    return view(key);
  });
}
