import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const DOMAIN = path.resolve(import.meta.dirname, '../../src/domain');

// vite.config.ts tells the bundler that src/domain/*.ts modules have no side effects (pureDomain), so
// an import through the barrel drops the modules whose exports a chunk does not use (issue 13: payment
// methods and the order lifecycle rode along on every first visit). That holds only while these modules
// only declare: a statement run at load (a registration, a global write) would silently be dropped.
describe('src/domain modules', () => {
  it('run nothing at load: imports, exports and declarations only', () => {
    const offenders: string[] = [];
    const files = fs.readdirSync(DOMAIN).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const source = ts.createSourceFile(file, fs.readFileSync(path.join(DOMAIN, file), 'utf8'), ts.ScriptTarget.Latest);
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
        if (!declares) offenders.push(`${file}:${source.getLineAndCharacterOfPosition(statement.getStart(source)).line + 1}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
