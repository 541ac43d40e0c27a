import { proxy, ref, useSnapshot } from 'valtio';
import {
  addToCart,
  cartTotals,
  quickAdd,
  removeFromCart,
  restoreCart,
  selectAll,
  serializeCart,
  setLineSelected,
  type CartLine,
  type CartMode,
  type CartPricing,
  type CartTotals,
  type UnitIndex,
} from '../../domain';
import type { Product } from '../api/products-types';
import { afterNextPaint } from '../app/after-paint';
import { flagOn } from '../app/config-store';
import { firstFrameLines } from '../session/cart-summary';
import { useHydrated } from '../ssr/hydration';

/**
 * The buyer's cart (buyer spec section 3 "Cart item" and section 4 "Cart"): the lines of the cart
 * that belongs to the current customer + centre + money/points mode (a guest's cart is one per
 * company), persisted in localStorage under that key. `products` holds the latest priced product
 * of each line (never persisted: prices belong to the viewer and the day).
 *
 * Transitions are the domain's pure functions; server sync (after login) lives in
 * buyer/cart/cart-sync.ts and hooks in through `onCartChange`.
 */
export interface CartState {
  /** Storage key of the active cart; null before the session is known. */
  key: string | null;
  mode: CartMode;
  /** True when this cart is a customer's (synced to the server cart); false for a guest. */
  server: boolean;
  lines: CartLine[];
  products: Record<string, Product>;
}

export const cartStore = proxy<CartState>({ key: null, mode: 'sales', server: false, lines: [], products: ref<Record<string, Product>>({}) });

/** A change the server copy must follow. */
export type CartChange =
  | { kind: 'put'; line: CartLine }
  | { kind: 'remove'; code: string }
  | { kind: 'select'; selected: boolean; codes: string[] | null };

type ChangeListener = (change: CartChange, mode: CartMode) => void;
const changeListeners = new Set<ChangeListener>();

export function onCartChange(listener: ChangeListener): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/*
 * A change's localStorage copy is written after the frame that shows it (serialising and
 * setItem cost a slow phone a few ms of the tap, docs/performance.md "Issue 13, session 12").
 * Only the newest lines per key matter; reading the storage, switching carts and leaving the
 * page write it at once, so nothing in this tab or the next visit sees an older copy.
 */
let pendingSave: { key: string; lines: CartLine[] } | null = null;
let saveOnLeave = false;

export function readStoredCart(key: string): string | null {
  flushCartSave();
  return storage()?.getItem(key) ?? null;
}

export function writeStoredCart(key: string, lines: readonly CartLine[]): void {
  // This write is newer than a change of the same cart still waiting for its frame.
  if (pendingSave?.key === key) pendingSave = null;
  store(key, lines);
}

function store(key: string, lines: readonly CartLine[]): void {
  try {
    if (lines.length === 0) storage()?.removeItem(key);
    else storage()?.setItem(key, serializeCart(lines));
  } catch {
    // A full quota only costs the copy for the next visit.
  }
}

export function flushCartSave(): void {
  const save = pendingSave;
  pendingSave = null;
  if (save) store(save.key, save.lines);
}

function saveSoon(key: string, lines: CartLine[]): void {
  if (pendingSave && pendingSave.key !== key) flushCartSave();
  const scheduled = pendingSave !== null;
  pendingSave = { key, lines };
  if (!scheduled) afterNextPaint(flushCartSave);
  if (!saveOnLeave && typeof document !== 'undefined') {
    saveOnLeave = true;
    // A phone may discard a hidden tab without a pagehide; hiding is the last reliable moment.
    window.addEventListener('pagehide', flushCartSave);
    document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') flushCartSave(); });
  }
}

/** `edit`: the visitor's own change, saved after its frame; the others (restoration, the server's copy) at once. */
function commit(lines: CartLine[], change: CartChange | null, edit = true): void {
  cartStore.lines = lines;
  if (cartStore.key && edit) saveSoon(cartStore.key, lines);
  else if (cartStore.key) writeStoredCart(cartStore.key, lines);
  if (change && cartStore.server) for (const l of changeListeners) l(change, cartStore.mode);
}

function productMap(): Map<string, Product> {
  return new Map(Object.entries(cartStore.products));
}

export function restoreOptions(guest: boolean) {
  return {
    products: productMap(),
    disableOutOfStock: flagOn('DISABLE_OUT_OF_STOCK'),
    guest,
    guestPricesDisabled: flagOn('DISABLE_GUEST_CATALOGUE_PRICE'),
  };
}

/** Switches to the cart stored under `key`, applying the spec's restoration rules. */
export function loadCart(input: { key: string; mode: CartMode; server: boolean; guest: boolean }): void {
  flushCartSave();
  cartStore.key = input.key;
  cartStore.mode = input.mode;
  cartStore.server = input.server;
  const restored = restoreCart(readStoredCart(input.key), restoreOptions(input.guest));
  cartStore.lines = restored.cart;
  if (restored.changed) writeStoredCart(input.key, restored.cart);
}

/** A cart's own fields of lines that may carry more (the server's answer adds names and prices). */
export function bareLines(lines: readonly CartLine[]): CartLine[] {
  return lines.map((l) => ({ P_Code: l.P_Code, qty1: l.qty1, qty2: l.qty2, qty3: l.qty3, selected: l.selected }));
}

/** Takes the server's copy as the cart (it ran the same restoration rules). */
export function adoptLines(lines: readonly CartLine[]): void {
  commit(bareLines(lines), null, false);
}

/** Remembers priced products (from any list or detail) so lines can show and total themselves. */
export function rememberProducts(products: readonly Product[]): void {
  if (products.length === 0) return;
  const next = { ...cartStore.products };
  for (const p of products) next[p.P_Code] = p;
  cartStore.products = ref(next);
}

/** Re-applies restoration once the lines' products are known (hidden tiers, out of stock). */
export function reapplyRestoration(guest: boolean): void {
  const restored = restoreCart(cartStore.lines, restoreOptions(guest));
  if (restored.changed) commit(restored.cart, null, false);
}

/**
 * The cart's lines as a component renders them. On the server and while hydrating: the lines the
 * server knew (a signed-in customer's server cart, none for a guest, whose cart is in this
 * browser), so both renders draw the same; the live lines right after. Never the module store on
 * the server: it is shared by every page the process renders.
 */
export function useCartLines(): readonly CartLine[] {
  const { lines } = useSnapshot(cartStore);
  const hydrated = useHydrated();
  return hydrated ? lines : firstFrameLines();
}

export function lineOf(code: string): CartLine | undefined {
  return cartStore.lines.find((l) => l.P_Code === code);
}

/** Sets a product's quantities per unit: an existing line is replaced and selected; all zero removes it. */
export function setLineQuantities(code: string, qty: { qty1: number; qty2: number; qty3: number }): void {
  const next = addToCart(cartStore.lines, { P_Code: code, ...qty });
  const line = next.find((l) => l.P_Code === code);
  commit(next, line ? { kind: 'put', line } : { kind: 'remove', code });
}

/** Quick add: one more of the default unit (the biggest when QUICK_ADD_BIGGEST_UNIT is Y). */
export function quickAddProduct(product: Product): UnitIndex {
  rememberProducts([product]);
  const { cart, unit } = quickAdd(cartStore.lines, product, { biggestUnit: flagOn('QUICK_ADD_BIGGEST_UNIT') });
  const line = cart.find((l) => l.P_Code === product.P_Code);
  commit(cart, line ? { kind: 'put', line } : null);
  return unit;
}

export function removeLine(code: string): void {
  commit(removeFromCart(cartStore.lines, code), { kind: 'remove', code });
}

export function setSelected(code: string, selected: boolean): void {
  const next = setLineSelected(cartStore.lines, code, selected);
  const line = next.find((l) => l.P_Code === code);
  commit(next, line ? { kind: 'put', line } : null);
}

/** Select-all of a group (codes) or the whole cart (null); skips out-of-stock items when they are disabled. */
export function selectGroup(codes: string[] | null, selected: boolean): void {
  const next = selectAll(cartStore.lines, codes, selected, { disableOutOfStock: flagOn('DISABLE_OUT_OF_STOCK'), products: productMap() });
  commit(next, { kind: 'select', selected, codes });
}

/** Drops lines (e.g. the ones just ordered) without telling the server, which already did it. */
export function dropLines(codes: readonly string[]): void {
  const gone = new Set(codes);
  commit(cartStore.lines.filter((l) => !gone.has(l.P_Code)), null, false);
}

/** Per-unit prices and points of a product, as the cart totals need them. */
export function pricingOf(p: Product): CartPricing {
  return {
    unitPrices: [p.PriceInVat1 ?? 0, p.PriceInVat2 ?? 0, p.PriceInVat3 ?? 0],
    unitPoints: [p.PointPrice1 ?? 0, p.PointPrice2 ?? 0, p.PointPrice3 ?? 0],
  };
}

/** Totals of the selected lines for the current mode (unknown products count as 0). */
export function totalsOf(lines: readonly CartLine[], products: Record<string, Product>, mode: CartMode): CartTotals {
  const pricing = new Map<string, CartPricing>();
  for (const l of lines) {
    const p = products[l.P_Code];
    if (p) pricing.set(l.P_Code, pricingOf(p));
  }
  return cartTotals(lines, pricing, mode);
}
