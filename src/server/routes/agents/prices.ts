import type { FastifyRequest } from 'fastify';
import { PRICE_LEVELS, TAX_INCLUDED, unitPrice } from '../../../domain/prices';
import { UNIT_INDEXES, unitCount, type UnitIndex } from '../../../domain/units';
import type { Queryable } from '../../db/index';
import type { OrderProduct } from '../checkout/catalog-lines';

export interface AgentPriceRow {
  p_code: string;
  price1: string | number | null;
  price2: string | number | null;
  price3: string | number | null;
  visible: boolean;
}

export const agentUnitPrice = (row: AgentPriceRow, u: UnitIndex): number | null => {
  const v = row[`price${u}`];
  return v === null || v === undefined ? null : Number(v);
};

export async function agentPriceRows(q: Queryable, tenantId: string, agentCode: string, codes: readonly string[]): Promise<Map<string, AgentPriceRow>> {
  if (codes.length === 0) return new Map();
  const rows = await q.query<AgentPriceRow>(
    'SELECT p_code, price1, price2, price3, visible FROM agent_products WHERE tenant_id = $1 AND agent_code = $2 AND p_code = ANY($3::text[])',
    [tenantId, agentCode, [...new Set(codes)]],
  );
  return new Map(rows.map((r) => [r.p_code, r]));
}

/**
 * While an agent orders for a client, the client buys from the agent's assortment at the agent's
 * prices: every price level of a priced unit becomes the agent's price (VAT included), units the
 * agent did not price are not sold, advance prices do not apply, and a product the agent does not
 * offer (or hides) cannot be ordered. Changes the products in place; the cart view and the quote
 * (and so the placed order) both read through this.
 */
export async function overlayAgentPrices(q: Queryable, tenantId: string, agentCode: string, products: Map<string, OrderProduct>): Promise<void> {
  const rows = await agentPriceRows(q, tenantId, agentCode, [...products.keys()]);
  for (const [code, p] of products) {
    const a = rows.get(code);
    const cells = p as Record<string, unknown>;
    p.AdvancePrices = [];
    if (!a || !a.visible) {
      p.Disabled = true;
      continue;
    }
    for (const u of UNIT_INDEXES) {
      const price = agentUnitPrice(a, u);
      cells[`ShowPrice${u}`] = price === null ? 'N' : 'Y';
      for (const l of PRICE_LEVELS) {
        if (price === null) {
          delete cells[`UNIT${u}PRICELEVEL${l}`];
          delete cells[`UNIT${u}PRICELEVEL${l}TYPE`];
        } else {
          cells[`UNIT${u}PRICELEVEL${l}`] = price;
          cells[`UNIT${u}PRICELEVEL${l}TYPE`] = TAX_INCLUDED;
        }
      }
    }
  }
}

/** What the agent pays for one of each unit the product sells (VAT included), at their price level today. */
export function agentCosts(product: OrderProduct, level: number, now: Date): { unit: UnitIndex; cost: number }[] {
  const n = unitCount(product);
  return UNIT_INDEXES.filter((u) => u <= n).map((u) => ({
    unit: u, cost: unitPrice(product, u, { level, advancePrices: product.AdvancePrices, now }).priceIncludingVat,
  }));
}

/** The catalogue's price fields of a product (catalog/product-view.ts), as far as the overlay changes them. */
export interface CatalogPriceDto {
  P_Code: string;
  Disable: 'Y' | 'N';
  IsProductAdvancePrice: boolean;
  AdvancePrice: unknown;
}

/**
 * The same rule for the storefront's product lists and detail while an agent orders for a client:
 * the agent's price in every price field of a priced unit (VAT included), other units hidden,
 * products outside the agent's visible assortment disabled. Applied per request, after any cache.
 */
export async function overlayAgentCatalog<T extends CatalogPriceDto>(q: Queryable, tenantId: string, agentCode: string, dtos: T[]): Promise<T[]> {
  const rows = await agentPriceRows(q, tenantId, agentCode, dtos.map((d) => d.P_Code));
  return dtos.map((d) => {
    const a = rows.get(d.P_Code);
    const out = { ...d, IsProductAdvancePrice: false, AdvancePrice: null, CatalogPrice: 0 } as unknown as Record<string, unknown>;
    if (!a || !a.visible) return { ...out, Disable: 'Y' } as unknown as T;
    for (const u of UNIT_INDEXES) {
      const price = agentUnitPrice(a, u);
      out[`ShowPrice${u}`] = price === null ? 'N' : 'Y';
      out[`StandardPrice${u}`] = price ?? 0;
      out[`PriceInVat${u}`] = price ?? 0;
      out[`SalesPrice${u}`] = price === null ? 0 : Math.round((price * 100) / 1.07) / 100;
      out[`PriceType${u}`] = TAX_INCLUDED;
    }
    return out as unknown as T;
  });
}

/** The agent behind a client token issued by a switch (ActorKind 'agent'), else null. */
export function actingAgentOf(request: FastifyRequest): string | null {
  const c = request.auth;
  return c && c.Kind === 'customer' && c.ActorKind === 'agent' && c.ActorId ? c.ActorId : null;
}
