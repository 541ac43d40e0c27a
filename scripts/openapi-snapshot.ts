/**
 * Keeps this release's OpenAPI document for `/release/notes/api`:
 *   npm run openapi:snapshot -- <version>     → docs/api/openapi-<version>.json
 * Builds the API on a scratch embedded database (no seed; routes only) and writes the document
 * the running server serves at /api/docs/json, keys sorted so snapshots diff cleanly in git.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildDocument, ROOT } from './openapi/document';

const version = process.argv[2];
if (!version || !/^[A-Za-z0-9._-]+$/.test(version)) {
  console.error('usage: npm run openapi:snapshot -- <version>   (letters, digits, . _ -)');
  process.exit(2);
}
const doc = await buildDocument();
const out = path.join(ROOT, 'docs', 'api', `openapi-${version}.json`);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
console.log(`wrote ${path.relative(ROOT, out)} (${Object.keys((doc as { paths?: object }).paths ?? {}).length} paths)`);
