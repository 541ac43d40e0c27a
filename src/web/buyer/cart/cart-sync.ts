import { subscribe } from 'valtio';
import { cartStorageKey, guestCartStorageKey, parseStoredCart, restoreCart, type CartMode } from '../../../domain';
import { clearServerCart, deleteServerCartLine, fetchServerCart, mergeServerCart, putServerCartLine, selectServerCart } from '../../api/cart';
import { fetchProducts, type Product } from '../../api/products';
import { configStore } from '../../app/config-store';
import { onSessionEvent } from '../../auth/session-events';
import { setCartSummary, takeCartSeed, type CartSeed } from '../../session/cart-summary';
import { isGuest } from '../../session/roles';
import { rootSession } from '../../session/root-session';
import type { CustomerUser } from '../../session/types';
import {
  adoptLines,
  bareLines,
  cartStore,
  flushCartSave,
  loadCart,
  onCartChange,
  readStoredCart,
  reapplyRestoration,
  rememberProducts,
  restoreOptions,
  totalsOf,
  writeStoredCart,
  type CartChange,
} from '../../stores/cart';

/** Which cart the session owns: a guest's per company, a customer's per centre and mode. */
export function cartIdentity(): { key: string; mode: CartMode; guest: boolean } | null {
  const { token, user, tenantId, point } = rootSession;
  if (!tenantId || !token || !user) return null;
  const guest = isGuest(token, user);
  if (guest) {
    const companyCode = user.COMPANYCODE || configStore.bundle?.companyCode || '';
    return { key: guestCartStorageKey({ tenantId, companyCode }), mode: 'sales', guest: true };
  }
  const mode: CartMode = point ? 'redeem' : 'sales';
  const saleUnit = String(user.ActiveDC ?? user.SALEUNIT ?? '');
  return { key: cartStorageKey({ tenantId, customerCode: user.CUSTOMERCODE, saleUnit, mode }), mode, guest: false };
}

// Later activations win: a login, a centre swap and a mode switch may overlap.
let generation = 0;

/** Prices and stock of these products for this viewer, 100 at a time. */
async function productsOf(codes: readonly string[]): Promise<Product[]> {
  const out: Product[] = [];
  for (let i = 0; i < codes.length; i += 100) {
    const chunk = codes.slice(i, i + 100);
    out.push(...(await fetchProducts({ productIds: chunk }, { take: chunk.length, skip: 0 }, rootSession.user?.ActiveDC ?? null)));
  }
  return out;
}

/** Prices and stock of the lines' products for this viewer, then the restoration rules again. */
export async function refreshCartProducts(): Promise<void> {
  const mine = generation;
  const products = await productsOf(cartStore.lines.map((l) => l.P_Code));
  if (mine !== generation) return;
  rememberProducts(products);
  reapplyRestoration(isGuest(rootSession.token, rootSession.user));
}

/**
 * The signed-in customer's server cart as the browser will have it once it has pulled it and
 * priced its products (activateCart): read on the server for a signed-in page, so its HTML shows
 * the real cart count and total instead of an empty cart. Pure: the cart store is not touched.
 * Null for a guest (the cart is in the browser) or when the cart cannot be read.
 */
export async function fetchCartSeed(): Promise<CartSeed | null> {
  const id = cartIdentity();
  if (!id || id.guest) return null;
  const res = await fetchServerCart(id.mode);
  if (!res.ok || !res.data) return null;
  const pulled = bareLines(res.data.Lines ?? []);
  const products = await productsOf(pulled.map((l) => l.P_Code));
  const known = new Map(products.map((p) => [p.P_Code, p]));
  const lines = restoreCart(pulled, { ...restoreOptions(false), products: known }).cart;
  const totals = totalsOf(lines, Object.fromEntries(known), id.mode);
  return { key: id.key, mode: id.mode, lines, products, summary: { count: totals.count, total: totals.total } };
}

/** The server's copy of a customer's cart replaces the local one (the server is the truth after login). */
async function pullServerCart(mode: CartMode): Promise<void> {
  const mine = generation;
  const res = await fetchServerCart(mode);
  if (mine !== generation || !res.ok || !res.data) return;
  adoptLines(res.data.Lines ?? []);
}

/** Loads the cart the session owns now (nothing happens when it is the one already loaded). */
export async function activateCart(force = false): Promise<void> {
  const id = cartIdentity();
  if (!id) return;
  if (!force && cartStore.key === id.key) return;
  generation += 1;
  // A server-rendered signed-in page brought this cart: start from it, so the count the page
  // showed does not change when the live summary takes over after hydration.
  const seed = id.guest ? null : takeCartSeed(id.key);
  if (seed) rememberProducts(seed.products);
  loadCart({ key: id.key, mode: id.mode, server: !id.guest, guest: id.guest });
  if (seed) adoptLines(seed.lines);
  if (!id.guest) {
    await replayLeftChanges(id.key);
    await pullServerCart(id.mode);
  }
  await refreshCartProducts();
}

// Server calls run one after another, in the order the visitor made the changes.
let queue: Promise<unknown> = Promise.resolve();
interface Pending { change: CartChange; mode: CartMode }
// Changes waiting behind a call still on its way: the page being left sends them at once.
let unsent: Pending[] = [];
// The call on its way now: a page left before it answered may not have delivered it yet.
let inFlight: Pending | null = null;

function send({ change, mode }: Pending): Promise<unknown> {
  if (change.kind === 'put') return putServerCartLine(change.line, mode);
  if (change.kind === 'remove') return deleteServerCartLine(change.code, mode);
  return selectServerCart(change.selected, change.codes, mode);
}

function sendChange(change: CartChange, mode: CartMode): void {
  // Started in the tap's own task, not after its frame: a page left at once (a link that reloads,
  // a closed tab) must still have sent it (e2e/promotions.spec.ts adds and goes to /cart at once).
  const item = { change, mode };
  unsent.push(item);
  queue = queue.then(() => {
    const at = unsent.indexOf(item);
    if (at < 0) return undefined; // the page was left and sent it already
    unsent.splice(at, 1);
    inFlight = item;
    return send(item).finally(() => {
      if (inFlight === item) inFlight = null;
    });
  }).catch(() => undefined);
}

/** Each line's last change, in the visitor's order (every put or remove carries the line's whole state). */
function lastPerLine(items: readonly Pending[]): Pending[] {
  const lineOf = (c: CartChange) => (c.kind === 'put' ? c.line.P_Code : c.kind === 'remove' ? c.code : null);
  const last = new Map<string, Pending>();
  for (const item of items) {
    const code = lineOf(item.change);
    if (code !== null) last.set(code, item);
  }
  return items.filter((item) => {
    const code = lineOf(item.change);
    return code === null || last.get(code) === item;
  });
}

// Per tab, so it survives the reload it was written for and nothing else.
const LEFT_CHANGES = 'talad:cart-left-changes';
interface LeftChanges { key: string; items: Pending[] }

/**
 * The page is going away with changes not yet answered (taps faster than the server answered):
 * send them now, as `keepalive` requests that outlive the page. They leave together and may be
 * handled in any order, so a line change another one replaces is not sent. They may also reach the
 * server after the next page's own read of the cart, so the tab notes them for that page to send
 * again before it reads (replayLeftChanges): each carries a line's whole state, so twice is harmless.
 */
function sendUnsentChanges(): void {
  const outstanding = lastPerLine([...(inFlight ? [inFlight] : []), ...unsent]);
  const items = lastPerLine(unsent);
  unsent = [];
  const key = cartStore.key;
  if (key && outstanding.length > 0) {
    try {
      globalThis.sessionStorage?.setItem(LEFT_CHANGES, JSON.stringify({ key, items: outstanding } satisfies LeftChanges));
    } catch {
      // Storage full or refused: the keepalive requests alone still carry the changes.
    }
  }
  for (const item of items) void send(item).catch(() => undefined);
}

/** The changes the page before left unanswered in this cart: sent again, in order, before the cart is read. */
async function replayLeftChanges(key: string): Promise<void> {
  let left: LeftChanges | null = null;
  try {
    const raw = globalThis.sessionStorage?.getItem(LEFT_CHANGES);
    if (raw) left = JSON.parse(raw) as LeftChanges;
  } catch {
    left = null;
  }
  if (!left || left.key !== key || !Array.isArray(left.items)) return;
  globalThis.sessionStorage?.removeItem(LEFT_CHANGES);
  for (const item of left.items) await send(item).catch(() => undefined);
}

/** Resolves when every change made so far reached the server (checkout waits for it). */
export function cartSettled(): Promise<void> {
  return queue.then(() => undefined);
}

/** After an order: the server emptied those lines; the local copy follows. */
export async function emptyServerCart(mode: CartMode): Promise<void> {
  await cartSettled();
  await clearServerCart(mode);
}

/**
 * After login (buyer spec section 4 "Cart"): the guest cart moves into the user's cart and the
 * guest copy is cleared. The server merges (each guest line added as an add would) and answers the
 * merged sales cart.
 */
async function mergeGuestCartOnLogin(previousGuest: CustomerUser | null): Promise<void> {
  const tenantId = rootSession.tenantId;
  if (!tenantId) return;
  const companyCode = previousGuest?.COMPANYCODE || configStore.bundle?.companyCode || '';
  const guestKey = guestCartStorageKey({ tenantId, companyCode });
  const guestLines = parseStoredCart(readStoredCart(guestKey)).cart.filter((l) => l.qty1 + l.qty2 + l.qty3 > 0);
  if (guestLines.length > 0) {
    const res = await mergeServerCart(guestLines);
    if (res.ok) writeStoredCart(guestKey, []);
  }
  // Whatever was loaded before the merge answered is stale now.
  await activateCart(true);
}

function publishSummary(): void {
  const totals = totalsOf(cartStore.lines, cartStore.products, cartStore.mode);
  setCartSummary({ count: totals.count, total: totals.total });
}

let started = false;

/** Starts following the session (once, when the buyer area loads). */
export function startCartSync(): void {
  if (started) return;
  started = true;
  onCartChange(sendChange);
  globalThis.addEventListener?.('pagehide', sendUnsentChanges);
  subscribe(cartStore, publishSummary);
  publishSummary();
  subscribe(rootSession, () => void activateCart());
  subscribe(configStore, () => void activateCart());
  onSessionEvent('customerLogin', ({ previousGuest }) => mergeGuestCartOnLogin(previousGuest));
  onSessionEvent('centreChanged', () => activateCart());
  // A sign-in on a page that does not run the storefront (/register, /verifyotp, /login opened
  // directly) happened before this listened: the guest's lines are still waiting, merge them now.
  const id = cartIdentity();
  void (id && !id.guest ? mergeGuestCartOnLogin(null) : activateCart());
}

/** Tests start each case from scratch. */
export function resetCartSync(): void {
  // The page before wrote its cart as it left.
  flushCartSave();
  generation += 1;
  queue = Promise.resolve();
  unsent = [];
  inFlight = null;
  cartStore.key = null;
  cartStore.lines = [];
}
