import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ENGINE_MODULES_WITH_EFFECTS, isPureEngineModule } from '../../src/engine/build/pure-engine-modules.js';

const DOMAIN = path.resolve(import.meta.dirname, '../../src/domain');
const ENGINE = path.resolve(import.meta.dirname, '../../src/engine');

/** The top-level statements of a module that are not imports, exports or declarations ('line'). */
function statementsRunAtLoad(file: string): number[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, kind);
  const lines: number[] = [];
  for (const statement of source.statements) {
    const declares =
      ts.isImportDeclaration(statement) ||
      ts.isExportDeclaration(statement) ||
      ts.isFunctionDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isEnumDeclaration(statement) ||
      ts.isVariableStatement(statement) ||
      ts.isModuleDeclaration(statement);
    if (!declares) lines.push(source.getLineAndCharacterOfPosition(statement.getStart(source)).line + 1);
  }
  return lines;
}

// vite.config.ts tells the bundler that src/domain/*.ts modules have no side effects (pureDomain), so
// an import through the barrel drops the modules whose exports a chunk does not use (issue 13: payment
// methods and the order lifecycle rode along on every first visit). That holds only while these modules
// only declare: a statement run at load (a registration, a global write) would silently be dropped.
describe('src/domain modules', () => {
  it('run nothing at load: imports, exports and declarations only', () => {
    const offenders: string[] = [];
    const files = fs.readdirSync(DOMAIN).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) offenders.push(...statementsRunAtLoad(path.join(DOMAIN, file)).map((line) => `${file}:${line}`));
    expect(offenders).toEqual([]);
  });
});

// The same holds for src/engine (vite.config.ts, isPureEngineModule), less the modules listed as
// running something at load. The engine barrel re-exports the date formatter and the form's lazy()
// wrapper; unmarked, every page that imported the barrel kept them in its first JS (issue 13).
describe('src/engine modules', () => {
  const files = fs.readdirSync(ENGINE, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts') && !f.startsWith('build'))
    .map((f) => f.replaceAll(path.sep, '/'));

  it('run nothing at load, except the ones listed as having effects (which the bundler keeps)', () => {
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.filter((f) => !ENGINE_MODULES_WITH_EFFECTS.includes(f)).flatMap((f) => statementsRunAtLoad(path.join(ENGINE, f)).map((line) => `${f}:${line}`));
    expect(offenders).toEqual([]);
  });

  it('lists as having effects only modules that do run something at load, and the build marks exactly the others', () => {
    for (const f of ENGINE_MODULES_WITH_EFFECTS) expect(statementsRunAtLoad(path.join(ENGINE, f)), f).not.toEqual([]);
    for (const f of files) expect(isPureEngineModule(path.join(ENGINE, f)), f).toBe(!ENGINE_MODULES_WITH_EFFECTS.includes(f));
    expect(isPureEngineModule(path.join(ENGINE, 'build/vite-first-visit-chunk.js'))).toBe(false);
    expect(isPureEngineModule(path.join(DOMAIN, 'money.ts'))).toBe(false);
  });
});
