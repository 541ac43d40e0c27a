import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { compareFolder, groupingOf, isClean, MAX_LINES, parseGenerated, splitGenerated } from '../../scripts/openapi/split';

// A small document shaped like the server's: tagged operations, a shared parameter and error schema.
const op = (id: string, tag: string, fields: string[]) => ({
  operationId: id,
  tags: [tag],
  summary: `${id} summary`,
  parameters: [{ $ref: '#/components/parameters/TenantId' }],
  responses: {
    200: {
      description: `What ${id} answers,\nover two lines`,
      content: { 'application/json': { schema: { type: 'object', required: fields, properties: Object.fromEntries(fields.map((f) => [f, { type: 'string', description: f }])) } } },
    },
    400: { description: 'Bad input', content: { 'application/json': { schema: { $ref: '#/components/schemas/FlaggedException' } } } },
  },
});
const doc = {
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: {
    '/api/cart': { get: op('getCart', 'cart', ['Lines', 'Total']), post: op('postCart', 'cart', ['Line']) },
    '/api/cart/lines': { get: op('getCartLines', 'cart', ['Lines']) },
    '/api/cart/merge': { post: op('postCartMerge', 'cart', ['Merged', 'Lines', 'Total', 'Notes']) },
    '/api/loyalty-admin/tiers': { get: op('getLoyaltyTiers', 'loyalty-admin', ['Tiers']) },
    '/health/live': { get: { operationId: 'getHealthLive', responses: { 200: { description: 'Up' } } } },
  },
  components: {
    schemas: { FlaggedException: { type: 'object', required: ['Message'], properties: { Message: { type: 'string' } } } },
    parameters: { TenantId: { name: 'TenantId', in: 'header', schema: { type: 'string' } } },
  },
};
const generate = async (d: object = doc) => astToString(await openapiTS(d as never, { alphabetize: true }));

// One operation longer than a small budget by itself, like POST /api/orders: nested objects in its
// body and answers, one answer inline and one through a component schema.
const text = (description: string) => ({ type: 'string', description });
const address = { type: 'object', required: ['Name'], properties: Object.fromEntries(['Name', 'Address', 'Province', 'Phone', 'ZipCode'].map((f) => [f, text(`${f} of the address`)])) };
const order = {
  type: 'object', required: ['OrderId', 'ShipTo'],
  properties: {
    OrderId: text('The order'), ShipTo: address, BillTo: address,
    Payment: { type: 'object', properties: { Method: { type: 'string', enum: ['COD', 'BANK'] }, Paid: { type: 'boolean' }, Amount: { type: 'number', description: 'Baht' } } },
    Lines: { type: 'array', items: { type: 'object', required: ['P_Code'], properties: { P_Code: text('Product code'), Qty: { type: 'integer' }, Price: { type: 'number' } } } },
    Timeline: { type: 'array', items: { type: 'object', properties: { At: text('When'), Status: text('What') } } },
  },
};
const json = (schema: object, description = 'An order') => ({ description, content: { 'application/json': { schema } } });
const bigDoc = {
  ...doc,
  paths: {
    ...doc.paths,
    '/api/orders': {
      get: op('getOrders', 'orders', ['Orders']),
      post: {
        operationId: 'postOrders', tags: ['orders'], summary: 'Place an order',
        parameters: [{ name: 'idempotency-key', in: 'header', required: true, schema: { type: 'string' } }, { $ref: '#/components/parameters/TenantId' }],
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', required: ['shipTo'], properties: { shipTo: address, billTo: address, lines: order.properties.Lines, remark: { type: 'string' } } } } } },
        responses: {
          200: json(order),
          201: json({ $ref: '#/components/schemas/Order' }),
          400: json({ $ref: '#/components/schemas/FlaggedException' }, 'Bad input'),
          409: json({ $ref: '#/components/schemas/FlaggedException' }, 'Conflict'),
        },
      },
    },
    '/api/orders/{id}': { get: op('getOrder', 'orders', ['Order', 'Lines']) },
  },
  components: { ...doc.components, schemas: { ...doc.components.schemas, Order: order, Address: address } },
};
// Enough tags that the joining files alone exceed a small budget.
const manyDoc = { ...doc, paths: Object.fromEntries(Array.from({ length: 30 }, (_, n) => [`/api/t${n}`, { get: { operationId: `getT${n}`, tags: [`t${n}`], responses: { 204: { description: 'Done' } } } }])) };

const lineCount = (t: string) => t.split('\n').length - 1;

/**
 * TypeScript's errors for folders checked against the generator's single file: each folder's
 * `paths`, `operations` and `components` must be identical types to the unsplit ones (the
 * identity relation: an optional member, a `| null` or a missing key anywhere makes them differ).
 */
function typeErrors(cases: { source: string; files: Map<string, string> }[]): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-split-'));
  try {
    const roots: string[] = [];
    cases.forEach(({ source, files }, n) => {
      fs.mkdirSync(path.join(dir, `c${n}/split`), { recursive: true });
      fs.writeFileSync(path.join(dir, `c${n}/unsplit.ts`), source);
      for (const [name, t] of files) {
        roots.push(path.join(dir, `c${n}/split`, name));
        fs.writeFileSync(roots[roots.length - 1], t);
      }
      roots.push(path.join(dir, `c${n}/check.ts`));
      fs.writeFileSync(roots[roots.length - 1], [
        "import type * as A from './unsplit';",
        "import type * as B from './split/index';",
        'type Equals<X, Y> = (<T>() => T extends X ? 1 : 2) extends (<T>() => T extends Y ? 1 : 2) ? true : false;',
        ...['paths', 'operations', 'components'].map((i) => `export const ${i}: Equals<A.${i}, B.${i}> = true;`),
      ].join('\n'));
    });
    const program = ts.createProgram(roots, {
      strict: true, noEmit: true, noUnusedLocals: true, isolatedModules: true, skipLibCheck: true, types: [],
      target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
    });
    return ts.getPreEmitDiagnostics(program).map((d) => `${path.relative(dir, d.file?.fileName ?? '')}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the generated API types split into src/web/api/openapi/', () => {
  it('puts every path and operation in exactly one file per tag, beside components.ts and index.ts', async () => {
    const source = await generate();
    const files = splitGenerated(source, groupingOf(doc));
    expect([...files.keys()].sort()).toEqual(['cart.ts', 'components.ts', 'index.ts', 'loyalty-admin.ts', 'operations.ts', 'paths.ts', 'untagged.ts']);
    const members = (file: string, name: string) =>
      (parseGenerated(files.get(file)!.replace(/^[\s\S]*?\*\/\n(import [^\n]*\n)*/, '')).find((s) => s.kind === 'interface' && s.name === name) as { members: { key: string }[] }).members.map((m) => m.key);
    expect(members('cart.ts', 'paths')).toEqual(['/api/cart', '/api/cart/lines', '/api/cart/merge']);
    // In the generator's order (by path, then method), as the single file had them.
    expect(members('cart.ts', 'operations')).toEqual(['getCart', 'postCart', 'getCartLines', 'postCartMerge']);
    expect(members('loyalty-admin.ts', 'operations')).toEqual(['getLoyaltyTiers']);
    expect(members('untagged.ts', 'paths')).toEqual(['/health/live']);
    // Comments and bodies come through as the generator wrote them.
    const whole = [...files.values()].join('\n');
    expect(whole).toContain('/** getCart summary */');
    expect(whole).toContain('* @description What getCart answers,');
    for (const [name, text] of files) expect(text, name).toMatch(/^\/\* Generated by `npm run openapi:types`/);
    expect(files.get('cart.ts')).toContain("import type { components } from './components';");
    expect(files.get('components.ts')).toContain('FlaggedException: {');
    expect(files.get('operations.ts')).toContain("import type * as loyaltyAdmin from './loyalty-admin';");
    expect(files.get('operations.ts')).toMatch(/export interface operations extends\n {4}cart\.operations,\n {4}loyaltyAdmin\.operations,\n {4}untagged\.operations \{\n\}/);
    expect(files.get('paths.ts')).toMatch(/export interface paths extends\n {4}cart\.paths,\n {4}loyaltyAdmin\.paths,\n {4}untagged\.paths \{\n\}/);
    for (const i of ['paths', 'operations', 'components']) expect(files.get('index.ts')).toContain(`export type { ${i} } from './${i}';`);
  });

  it('cuts a tag over the line budget into parts at path boundaries', async () => {
    const files = splitGenerated(await generate(), groupingOf(doc), 120);
    const cart = [...files.keys()].filter((f) => f.startsWith('cart')).sort();
    expect(cart.length).toBeGreaterThan(1);
    expect(cart[0]).toBe('cart-1.ts');
    // A path's operations stay with it: its `paths` entry names them through the same file's `operations`.
    for (const f of cart) {
      const text = files.get(f)!;
      for (const [, id] of text.matchAll(/operations\["(\w+)"\]/g)) expect(text, `${f} defines ${id}`).toMatch(new RegExp(`^ {4}${id}: \\{$`, 'm'));
    }
    expect(files.get('cart-1.ts')).toMatch(/part 1 of \d: \/api\/cart … /);
    for (const [f, t] of files) expect(lineCount(t), `${f} lines`).toBeLessThanOrEqual(120);
    for (const f of cart) expect(files.get('paths.ts')).toContain(`from './${f.replace(/\.ts$/, '')}';`);
  });

  it('cuts an operation longer than a file into named types, every file within the budget', async () => {
    const source = await generate(bigDoc);
    const whole = splitGenerated(source, groupingOf(bigDoc));
    // Within the project's budget nothing is cut: members stay inline where the generator wrote them.
    for (const t of whole.values()) expect(t).not.toMatch(/^export type \w+ = \{$/m);
    expect(whole.get('orders.ts')).toMatch(/^ {12}200: \{$/m);

    const files = splitGenerated(source, groupingOf(bigDoc), 60);
    for (const [f, t] of files) expect(lineCount(t), `${f} lines`).toBeLessThanOrEqual(60);
    const all = [...files.values()].join('\n');
    // postOrders keeps its place in `operations`; its largest members become types named after it.
    expect(all).toMatch(/^ {4}postOrders: \{$/m);
    expect(all).toMatch(/^ {8}responses: PostOrdersResponses;$/m);
    expect(all).toMatch(/^export type PostOrdersResponses200 = \{$/m);
    // The components too: past the budget they continue in components-2.ts.
    expect(files.get('components-2.ts')).toMatch(/^export type ComponentsSchemas\w+ = \{$/m);
    // Each named type is defined once and imported where it is named (the type check below proves the rest).
    for (const [, name] of all.matchAll(/^export type (\w+) = \{$/gm)) expect(all.match(new RegExp(`^export type ${name} = `, 'gm'))).toHaveLength(1);
  });

  it('joins many parts through paths.ts and operations.ts, themselves in parts past the budget', async () => {
    const files = splitGenerated(await generate(manyDoc), groupingOf(manyDoc), 50);
    expect(files.has('t9.ts')).toBe(true);
    for (const [f, t] of files) expect(lineCount(t), `${f} lines`).toBeLessThanOrEqual(50);
    expect(files.get('paths.ts')).toMatch(/export interface paths extends\n {4}paths1\.paths,\n {4}paths2\.paths \{\n\}/);
    expect(files.get('operations-2.ts')).toContain("import type * as t9 from './t9';");
  });

  it('leaves the types exactly as openapi-typescript wrote them, at any budget', { timeout: 60_000 }, async () => {
    const cases = [];
    for (const d of [doc, bigDoc]) {
      const source = await generate(d);
      for (const max of [MAX_LINES, 120, 60, 40]) {
        const files = splitGenerated(source, groupingOf(d), max);
        for (const [f, t] of files) expect(lineCount(t), `${f} lines at ${max}`).toBeLessThanOrEqual(max);
        cases.push({ source, files });
      }
    }
    const many = await generate(manyDoc);
    cases.push({ source: many, files: splitGenerated(many, groupingOf(manyDoc), 50) });
    expect(typeErrors(cases)).toEqual([]);
    // The check can fail: one member of a cut-out type changed, one made optional.
    const big = cases[6];
    const [name, t] = [...big.files].find(([, x]) => /^export type PostOrders\w+ = \{$/m.test(x) && x.includes('    Name: string;'))!;
    const changed = (from: string, to: string) => [{ ...big, files: new Map([...big.files, [name, t.replace(from, to)]]) }];
    expect(typeErrors(changed('    Name: string;', '    Name: string | null;')).join('\n')).toMatch(/c0\/check\.ts: Type 'true' is not assignable to type 'false'/);
    expect(typeErrors(changed('    Name: string;', '    Name?: string;'))).not.toEqual([]);
  });

  it('refuses output it does not know rather than dropping it', async () => {
    const source = await generate();
    expect(() => splitGenerated(`${source}export enum Extra {\n    A = "a"\n}\n`, groupingOf(doc))).toThrow(/unexpected top-level statement/);
    expect(() => splitGenerated(source, { ...groupingOf(doc), opPath: {} })).toThrow(/operation getCart is on no path/);
  });
});

describe('the committed folder src/web/api/openapi/', () => {
  it(`has no file over ${MAX_LINES} lines (the project's file size)`, () => {
    const dir = path.resolve(__dirname, '../../src/web/api/openapi');
    const over = fs.readdirSync(dir).map((f) => [f, lineCount(fs.readFileSync(path.join(dir, f), 'utf8'))] as const).filter(([, n]) => n > MAX_LINES);
    expect(over).toEqual([]);
  });
});

describe('the drift check over the folder', () => {
  const expected = new Map([['index.ts', 'i\n'], ['cart.ts', 'c\n'], ['components.ts', 'k\n']]);

  it('passes when the folder holds exactly the generated files', () => {
    expect(isClean(compareFolder(expected, new Map(expected)))).toBe(true);
  });

  it('fails on a file edited by hand', () => {
    const diff = compareFolder(expected, new Map([...expected, ['cart.ts', 'c\n// tweak\n']]));
    expect(diff).toEqual({ edited: ['cart.ts'], missing: [], extra: [] });
    expect(isClean(diff)).toBe(false);
  });

  it('fails on a missing file', () => {
    const actual = new Map(expected);
    actual.delete('components.ts');
    expect(compareFolder(expected, actual)).toEqual({ edited: [], missing: ['components.ts'], extra: [] });
  });

  it('fails on a stale file the document no longer produces (or a folder)', () => {
    const diff = compareFolder(expected, new Map<string, string | null>([...expected, ['merchant-3.ts', 'old\n'], ['nested', null]]));
    expect(diff).toEqual({ edited: [], missing: [], extra: ['merchant-3.ts', 'nested'] });
    expect(isClean(diff)).toBe(false);
  });
});
