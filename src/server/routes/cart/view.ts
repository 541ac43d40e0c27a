import type { FastifyInstance } from 'fastify';
import { cartTotals, isAllSelected, type CartLine } from '../../../domain/cart';
import { restoreCart } from '../../../domain/cart-storage';
import { isY } from '../../../domain/flags';
import { cartPricingOf, type CartPricing } from '../../../domain/prices';
import { isOutOfStock, stockAvailable } from '../../../domain/stock';
import { unitsOf } from '../../../domain/units';
import type { Queryable } from '../../db/index';
import { effectiveFlags } from '../../tenants/resolve';
import { loadOrderProducts, priceLevelOf, type OrderProduct } from '../checkout/catalog-lines';
import { todayIso } from '../points/ledger';
import { overlayAgentPrices } from '../agents/prices';
import { readCart, writeCart, type CartKey } from './store';

export interface CartFlags {
  disableOutOfStock: boolean;
  guestPricesDisabled: boolean;
}

export async function cartFlags(app: FastifyInstance, tenantId: string): Promise<CartFlags> {
  const flags = await effectiveFlags(app, tenantId);
  return { disableOutOfStock: isY(flags.DISABLE_OUT_OF_STOCK), guestPricesDisabled: isY(flags.DISABLE_GUEST_CATALOGUE_PRICE) };
}

function lineView(line: CartLine, p: OrderProduct | undefined, pricing: CartPricing | undefined, showPrices: boolean, amount: number, points: number) {
  return {
    ...line,
    Found: !!p,
    ProductName: p?.NameTh ?? '',
    ProductNameEn: p?.NameEn ?? '',
    Units: p ? unitsOf(p).map((u) => ({
      Unit: u.index, Code: u.code, Name: u.name, NameEn: p.UnitNamesEn[u.index - 1], Rate: u.rate, Shown: u.shown,
      Price: showPrices && pricing ? pricing.unitPrices[u.index - 1] : null,
      Points: pricing ? pricing.unitPoints[u.index - 1] : null,
    })) : [],
    StockAvailable: stockAvailable(p),
    OutOfStock: isOutOfStock(p),
    Amount: showPrices ? amount : null,
    Points: points,
  };
}

/**
 * The cart as the storefront shows it: restored by the spec's rules (hidden tiers → 0,
 * out-of-stock unselected when configured, guest without prices → empty, corrupt → cleared),
 * written back when restoration changed it, priced for this customer today.
 */
export async function cartView(app: FastifyInstance, q: Queryable, key: CartKey, now: Date) {
  const flags = await cartFlags(app, key.tenantId);
  const stored = await readCart(q, key);
  const codes = Array.isArray(stored.lines) ? stored.lines.flatMap((l) => (l && typeof l === 'object' && typeof (l as CartLine).P_Code === 'string' ? [(l as CartLine).P_Code] : [])) : [];
  const products = await loadOrderProducts(q, key.tenantId, key.priceSaleUnit, codes, todayIso(now));
  if (key.agentCode) await overlayAgentPrices(q, key.tenantId, key.agentCode, products);
  const restored = restoreCart(stored.lines, { products, disableOutOfStock: flags.disableOutOfStock, guest: key.guest, guestPricesDisabled: flags.guestPricesDisabled });
  if (restored.changed && stored.exists) await writeCart(q, key, restored.cart, now);
  const level = key.guest ? 1 : await priceLevelOf(q, key.tenantId, key.ownerId, key.priceSaleUnit);
  const pricing = new Map<string, CartPricing>();
  for (const [code, p] of products) pricing.set(code, cartPricingOf(p, { level, advancePrices: p.AdvancePrices, now }));
  const totals = cartTotals(restored.cart, pricing, key.mode);
  const showPrices = !(key.guest && flags.guestPricesDisabled);
  const selectOptions = { disableOutOfStock: flags.disableOutOfStock, products };
  return {
    Mode: key.mode,
    SaleUnit: key.saleUnit,
    PriceLevel: level,
    Lines: restored.cart.map((l, i) => lineView(l, products.get(l.P_Code), pricing.get(l.P_Code), showPrices, totals.lines[i].amount, totals.lines[i].points)),
    Count: totals.count,
    SelectedCount: totals.selectedCount,
    Amount: showPrices ? totals.amount : null,
    Points: totals.points,
    Total: key.mode === 'sales' && !showPrices ? null : totals.total,
    AllSelected: isAllSelected(restored.cart, null, selectOptions),
    Cleared: restored.cleared,
  };
}
