/**
 * The API contract gate, run by `npm run lint` (so by `npm test` and CI):
 *   1. builds the real app's OpenAPI document (what /api/docs/json serves) and lints it with
 *      @redocly/cli against redocly.yaml: any error fails;
 *   2. generates the web client's types from it with openapi-typescript, splits them into the
 *      folder src/web/api/openapi/ (scripts/openapi/split.ts) and fails when any file there
 *      differs, is missing or is not one the document produces (server/client drift).
 * `npm run openapi:types` (= this script with --write-types) rewrites that folder instead.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildDocument, ROOT } from './openapi/document';
import { compareFolder, groupingOf, isClean, splitGenerated } from './openapi/split';

export const TYPES_DIR = path.join(ROOT, 'src/web/api/openapi');
// The single file the folder replaced (session 12): a branch merged from before then must not bring it back.
const LEGACY_FILE = path.join(ROOT, 'src/web/api/openapi.gen.ts');

function readFolder(dir: string): Map<string, string | null> {
  if (!fs.existsSync(dir)) return new Map();
  return new Map(fs.readdirSync(dir, { withFileTypes: true })
    .map((e) => [e.name, e.isFile() ? fs.readFileSync(path.join(dir, e.name), 'utf8') : null]));
}

const write = process.argv.includes('--write-types');
const doc = await buildDocument();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'talad-openapi-lint-'));
let failed = false;
try {
  const file = path.join(tmp, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(doc, null, 2));
  const files = splitGenerated(astToString(await openapiTS(doc as never, { alphabetize: true })), groupingOf(doc as never));
  const rel = path.relative(ROOT, TYPES_DIR);
  if (write) {
    fs.mkdirSync(TYPES_DIR, { recursive: true });
    const diff = compareFolder(files, readFolder(TYPES_DIR));
    for (const name of diff.extra) fs.rmSync(path.join(TYPES_DIR, name), { recursive: true, force: true });
    for (const [name, text] of files) fs.writeFileSync(path.join(TYPES_DIR, name), text);
    fs.rmSync(LEGACY_FILE, { force: true });
    console.log(`wrote ${files.size} files to ${rel}/${diff.extra.length ? ` (removed ${diff.extra.join(', ')})` : ''}`);
  } else {
    const diff = compareFolder(files, readFolder(TYPES_DIR));
    if (!isClean(diff)) {
      const lines = [
        ...diff.edited.map((f) => `  differs: ${rel}/${f}`),
        ...diff.missing.map((f) => `  missing: ${rel}/${f}`),
        ...diff.extra.map((f) => `  not generated (stale): ${rel}/${f}`),
      ];
      console.error(`${rel}/ is not what the server's OpenAPI document produces: run \`npm run openapi:types\` and commit it.\n${lines.join('\n')}`);
      failed = true;
    } else {
      console.log(`${rel}/ (${files.size} files) matches the server's document`);
    }
    if (fs.existsSync(LEGACY_FILE)) {
      console.error(`${path.relative(ROOT, LEGACY_FILE)} is replaced by ${rel}/: delete it (\`npm run openapi:types\` does) and import from './openapi'.`);
      failed = true;
    }
  }
  if (!write) {
    // The rules and the accepted findings sit beside the document, so the ignore file's keys match.
    for (const f of ['redocly.yaml', '.redocly.lint-ignore.yaml']) fs.copyFileSync(path.join(ROOT, f), path.join(tmp, f));
    const redocly = path.join(ROOT, 'node_modules/.bin/redocly');
    const run = spawnSync(redocly, ['lint', 'openapi.json', '--config', 'redocly.yaml', '--format', 'codeframe'], {
      stdio: 'inherit', cwd: tmp,
      // Offline and quiet: no telemetry, no update check.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    if (run.status !== 0) failed = true;
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
