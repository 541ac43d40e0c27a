import type { AgentUnit } from '../../api/agents';

export interface PriceIssue { unit: number; key?: string; cost?: number; text?: string }

/**
 * The same checks as the server (PUT api/agents/products), before the round trip: a price is a
 * positive amount with at most 2 decimals, not below what the agent pays; at least one unit priced.
 */
export function priceIssues(units: readonly AgentUnit[], drafts: Record<number, string>): PriceIssue[] {
  const issues: PriceIssue[] = [];
  let priced = 0;
  for (const u of units) {
    const raw = (drafts[u.Unit] ?? '').trim();
    if (raw === '') continue;
    const v = Number(raw);
    if (!/^\d+(\.\d{1,2})?$/.test(raw) || !(v > 0)) {
      issues.push({ unit: u.Unit, key: 'buyer:agents.priceInvalid' });
      continue;
    }
    priced += 1;
    if (u.Cost !== null && v < u.Cost) issues.push({ unit: u.Unit, key: 'buyer:agents.priceBelowCost', cost: u.Cost });
  }
  if (!issues.length && priced === 0) issues.push({ unit: units[0]?.Unit ?? 1, key: 'buyer:agents.unitMissing' });
  return issues;
}
