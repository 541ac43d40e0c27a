/*
 * npm run bench: runs every section and prints one table with budgets and PASS/FAIL.
 * To add a section, write a module exporting a BenchSection (bench/types.ts) and add it to
 * SECTIONS below. Exits 1 when any budget fails.
 */
import { catalogBenchSection } from './catalog';
import { chatBenchSection } from './chat';
import { clientSizeSection, rulesSection } from './client';
import { lighthouseSection } from './lighthouse';
import { loyaltyBenchSection } from './loyalty';
import { merchantBenchSection } from './merchant';
import { ordersBenchSection } from './orders';
import { promotionsBenchSection } from './promotions';
import { serverBenchSection } from './server';
import { rlsBenchSection } from './rls';
import { rlsRequestsBenchSection } from './rls-requests';
import { sessionsBenchSection } from './sessions';
import { ssrBenchSection, ssrRenderBenchSection } from './ssr';
import { subscriptionsBenchSection } from './subscriptions';
import { scaleOutBenchSection } from './scale-out';
import type { BenchRow, BenchSection } from './types';

const SECTIONS: BenchSection[] = [clientSizeSection, rulesSection, lighthouseSection, serverBenchSection, ssrBenchSection, ssrRenderBenchSection, ordersBenchSection, catalogBenchSection, merchantBenchSection, promotionsBenchSection, chatBenchSection, loyaltyBenchSection, subscriptionsBenchSection, sessionsBenchSection, scaleOutBenchSection, rlsBenchSection, rlsRequestsBenchSection];

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

function printTable(rows: (BenchRow & { section: string })[]): void {
  const headers = ['section', 'metric', 'value', 'budget', 'result'];
  const cells = rows.map((r) => [r.section, r.metric, r.value, r.budget, r.pass === null ? '-' : r.pass ? 'PASS' : 'FAIL']);
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => c.map((v, i) => pad(v, widths[i])).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}

async function main(): Promise<void> {
  const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const rows: (BenchRow & { section: string })[] = [];
  for (const section of SECTIONS) {
    // `npm run bench -- client` runs 'client size': a section runs when its name starts with an argument.
    if (only.length && !only.some((o) => section.name.startsWith(o))) continue;
    try {
      for (const row of await section.run()) rows.push({ ...row, section: section.name });
    } catch (error) {
      rows.push({ section: section.name, metric: 'section failed', value: error instanceof Error ? error.message : String(error), budget: '-', pass: false });
    }
  }
  console.log('');
  printTable(rows);
  process.exit(rows.some((r) => r.pass === false) ? 1 : 0);
}

void main();
