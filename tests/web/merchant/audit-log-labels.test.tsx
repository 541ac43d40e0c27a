import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import enMerchant from '../../../locales/en/merchant.json';
import thMerchant from '../../../locales/th/merchant.json';

type Texts = { [key: string]: string | Texts };
const SERVER = path.resolve(__dirname, '../../../src/server');

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
}

/** Every action the server writes to the log (`recordAudit(…, { action: '…' })`), plus the two it builds. */
function auditedActions(): string[] {
  const actions = new Set(['subscription.pause', 'subscription.resume', 'subscription.cancel', 'migration.import.customers', 'migration.import.packages', 'migration.import.transfers']);
  for (const file of files(SERVER)) {
    const source = fs.readFileSync(file, 'utf8');
    for (const call of source.split('recordAudit(').slice(1)) {
      const action = /action: '([\w.]+)'/.exec(call.slice(0, 400));
      if (action) actions.add(action[1]!);
    }
  }
  return [...actions].sort();
}

function label(texts: Texts, action: string): string | undefined {
  const found = ['log', 'action', ...action.split('.')].reduce<string | Texts | undefined>((at, part) => (typeof at === 'object' ? at[part] : undefined), texts);
  return typeof found === 'string' ? found : undefined;
}

// The log screen (/merchant/log) names each entry by merchant:log.action.<action> and falls back to
// the raw code: a super admin read 'merchant.loginAsClient' where 'Ordering for a customer' belongs.
describe('back-office log', () => {
  it('names every action the server logs in Thai and English', () => {
    const actions = auditedActions();
    expect(actions.length).toBeGreaterThan(40);
    expect(actions.filter((a) => !label(thMerchant, a) || !label(enMerchant, a))).toEqual([]);
  });
});
