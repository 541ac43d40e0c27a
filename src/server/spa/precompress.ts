import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.ico']);
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` beside every compressible file of the built SPA (once, and again when the
 * source is newer), so @fastify/static serves compressed bytes without compressing per request.
 */
export async function precompressDir(dir: string): Promise<number> {
  let written = 0;
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.has(path.extname(file).toLowerCase())) continue;
    const stat = fs.statSync(file);
    if (stat.size < MIN_BYTES) continue;
    const data = fs.readFileSync(file);
    for (const [ext, compress] of [['.br', (b: Buffer) => brotli(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })], ['.gz', (b: Buffer) => gzip(b, { level: 9 })]] as const) {
      const out = file + ext;
      if (fs.existsSync(out) && fs.statSync(out).mtimeMs >= stat.mtimeMs) continue;
      fs.writeFileSync(out, await compress(data));
      written++;
    }
  }
  return written;
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}
