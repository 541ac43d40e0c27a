import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createI18n, localeResources } from '../../../src/engine/index';
import { serverReason, serverText } from '../../../src/web/api/server-texts';
import { setAppI18n } from '../../../src/web/app/translate';

/**
 * Every refusal the server throws (`badRequest('…')`, `conflict(SOME_CONST)`, `new HttpError(409,
 * `…`)`, and the image check's reasons) is one the web says in Thai on a Thai page, or is listed
 * here with why no user reads it. A new refusal without a Thai text fails this test: add it to
 * src/web/api/server-texts-table.ts and locales/{th,en}/errors.json.
 */

/** Server folders whose refusals only operators, scripts or other servers read (each with why). */
const NOT_READ_IN_THE_WEB = new Map<string, string>([
  ['routes/diagnostics/', 'operators read them with curl (docs/operations.md)'],
  ['routes/system/', 'health and version endpoints for monitors'],
  ['routes/release/', 'release notes: a missing changelog is an operator problem'],
  ['routes/contract/', 'the OpenAPI document for client developers'],
  ['routes/webconfig/', "the configuration API's developer-facing refusals (the web-config screen sends only valid values)"],
  ['routes/migrations/', 'data-migration file checks: operators read the file report (docs/migrations.md), not a toast'],
  ['routes/admin/', 'tenant and allow-list administration by operators (docs/tenants.md)'],
  ['routes/line/webhook', "LINE's servers call it"],
  ['routes/gateway/notify', "the payment gateway's servers call it"],
  ['routes/gateway/sandbox-page', 'the sandbox payment page for developers'],
  ['ops/', 'metrics for monitors'],
  ['tenants/', 'a broken tenant file: the operator reads the log'],
  ['db/', 'not refusals'],
  ['jobs/', 'not refusals'],
  ['live/', 'not refusals'],
  ['seed/', 'not refusals'],
  ['providers/', 'not refusals'],
]);

/** Single messages no user reads, each with why. */
const NOT_SHOWN = new Map<string, string>([
  ['Idempotency-Key is required', 'the web always sends one'],
  ['This Idempotency-Key was already used for a different order', 'the web makes a new key per order'],
  ['This Idempotency-Key was already used for a different voucher', 'the web makes a new key per exchange'],
  ['This refund key was used for another payment or amount', 'the web makes a new key per refund'],
  ['A customer can only see and change their own addresses', 'the web asks only for the signed-in customer'],
  ['A customer can only see their own coupons', 'the web asks only for the signed-in customer'],
  ['A customer can only check their own coupons', 'the web asks only for the signed-in customer'],
  ['A customer can only record their own consent', 'the web asks only for the signed-in customer'],
  ["Tenant '7' not found", 'the page loads its tenant before it has a language; the boot error page says it'],
  ['Version 7 is 7; only a draft can be published', 'the content editor publishes only drafts'],
]);

const ROOT = 'src/server';
const THAI = /[\u0E00-\u0E7F]/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

/** A template literal as a sample message: a reason placeholder reads like the image check's, any other like a number. */
const sample = (text: string) => text.replace(/\$\{[^}]*reason\}/g, 'is empty').replace(/\$\{[^}]*\}/g, '7').replace(/\\'/g, "'");

const THROWN = /(?:\b(?:badRequest|conflict|forbidden|notFound|tooMany|unauthorized)\(|new HttpError\(\s*4\d\d\s*,)\s*(?:'((?:\\.|[^'])*)'|`((?:\\.|[^`])*)`|([A-Z][A-Z_]+)\b)/g;
const CONSTANT = /(?:export )?const ([A-Z][A-Z_]+) = (?:'((?:\\.|[^'])*)'|`((?:\\.|[^`])*)`)/g;
/** A checkout quote's problems (`{ Code: 'outOfStock', Message: … }`), shown on its lines. */
const PROBLEM = /Code: '\w+', Message: (?:'((?:\\.|[^'])*)'|`((?:\\.|[^`])*)`)/g;
const REJECTED = /new ImageRejected\((?:'((?:\\.|[^'])*)'|`((?:\\.|[^`])*)`)\)/g;

function scan() {
  const all = files(ROOT).map((path) => ({ path: path.slice(ROOT.length + 1), text: readFileSync(path, 'utf8') }));
  const constants = new Map<string, string>();
  for (const f of all) for (const m of f.text.matchAll(CONSTANT)) constants.set(m[1], m[2] ?? m[3]);
  const messages = new Map<string, string>();
  const reasons = new Map<string, string>();
  for (const f of all) {
    if ([...NOT_READ_IN_THE_WEB.keys()].some((prefix) => f.path.startsWith(prefix))) continue;
    for (const m of f.text.matchAll(THROWN)) {
      const text = m[1] ?? m[2] ?? (m[3] ? constants.get(m[3]) : undefined);
      if (text !== undefined) messages.set(sample(text), f.path);
    }
    for (const m of f.text.matchAll(PROBLEM)) messages.set(sample(m[1] ?? m[2]), f.path);
    for (const m of f.text.matchAll(REJECTED)) reasons.set(sample(m[1] ?? m[2]), f.path);
  }
  return { messages, reasons };
}

describe('every server refusal a user can read has a Thai text', () => {
  beforeAll(() => setAppI18n(createI18n({ lang: 'th', resources: localeResources })));
  afterAll(() => setAppI18n(null));

  it('finds the refusals it checks (the scan still reads the server)', () => {
    const { messages, reasons } = scan();
    expect(messages.get('You have already checked in today')).toBe('routes/missions/routes.ts');
    expect(messages.get('Not enough stock for 7: 7 7 left, 7 ordered')).toBe('routes/orders/stock.ts');
    expect(messages.get('Chat is disabled')).toBe('routes/chat/participant.ts');
    expect(reasons.get('is not a readable image')).toBe('uploads/image-check.ts');
    expect(messages.size).toBeGreaterThan(100);
  });

  it('says each in Thai, or lists why no user reads it', () => {
    const { messages, reasons } = scan();
    const untranslated = [
      ...[...messages].filter(([text]) => !THAI.test(serverText(text)) && !NOT_SHOWN.has(text)).map(([text, path]) => `${path}: ${text}`),
      ...[...reasons].filter(([text]) => !THAI.test(serverReason(text))).map(([text, path]) => `${path}: (reason) ${text}`),
    ];
    expect(untranslated).toEqual([]);
  });

  it("says a recurring order's field reasons in Thai (the forms show them under their fields)", () => {
    const FIELD_REASON = /reason: (?:'((?:\\.|[^'])*)'|`((?:\\.|[^`])*)`)/g;
    /** Reasons the forms cannot provoke: they send a choice from a list, or one of the two sources. */
    const SENT_BY_THE_FORM = new Map<string, string>([
      ['give either fromOrderId or fromCart: true', 'the web sends one of the two'],
      ['must be week, 2weeks or month', 'a select'],
      ['choose the day of the week (0 = Monday … 6 = Sunday)', 'a select with a default'],
      ['must be 0 (Monday) to 6 (Sunday)', 'a select'],
      ['only for a monthly schedule', 'the form sends the day field of its frequency only'],
      ['only for a weekly schedule', 'the form sends the day field of its frequency only'],
      ['choose the day of the month (1 to 31)', 'a select with a default'],
      ['must be 1 to 31 (29-31 run on the last day of shorter months)', 'a select'],
      ['is not a line of this recurring order', 'the web sends the lines it was given'],
    ]);
    const sources = [...files(join(ROOT, 'routes/subscriptions')), 'src/domain/subscription-schedule.ts'];
    const found = sources.flatMap((path) => [...readFileSync(path, 'utf8').matchAll(FIELD_REASON)].map((m) => sample((m[1] ?? m[2]).replace(/\\'/g, "'"))));
    expect(found).toContain('must not be before the start date');
    expect(found.filter((text) => !SENT_BY_THE_FORM.has(text) && !THAI.test(serverReason(text)))).toEqual([]);
  });

  it('lists no message it no longer finds (the allow-list stays honest)', () => {
    const { messages } = scan();
    expect([...NOT_SHOWN.keys()].filter((text) => !messages.has(text))).toEqual([]);
  });
});
