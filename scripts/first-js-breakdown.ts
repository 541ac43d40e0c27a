/*
 * What the first JS of a page is made of (issue 13 item 3): serves a build made with hidden source
 * maps (default bench/out/web, which `npm run bench -- client` leaves behind), records the scripts
 * a first visit downloads until idle exactly as the client bench does, and prints each file's
 * gzip size and the source modules its bytes come from (the file's gzip size shared out by the
 * minified bytes each source maps to, read with @jridgewell/trace-mapping).
 * Usage: npx tsx scripts/first-js-breakdown.ts [/ /product/1000001 …]   (WEB_DIR=… for another build)
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';
import { recordScripts } from '../bench/browser';
import { ROOT, startRealServer } from './lib/real-server';

const WEB = path.resolve(ROOT, process.env.WEB_DIR ?? 'bench/out/web');
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/product/1000001', '/merchant/login', '/rider/login'];

/** A module's short name: the package for node_modules, the path under src/ for the app. */
function moduleName(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  return source.replace(/^(\.\.\/)+/, '').replace(/^src\/web\//, '');
}

/** Minified bytes per source module of one file, by walking its mappings line by line. */
function bytesBySource(code: string, map: TraceMap): Map<string, number> {
  const lines = code.split('\n');
  const out = new Map<string, number>();
  let prev: { line: number; col: number; source: string | null } | null = null;
  const flush = (endLine: number, endCol: number) => {
    if (!prev?.source) return;
    const len = endLine === prev.line ? endCol - prev.col : (lines[prev.line - 1]?.length ?? 0) - prev.col;
    const name = moduleName(prev.source);
    out.set(name, (out.get(name) ?? 0) + Math.max(0, len));
  };
  eachMapping(map, (m) => {
    flush(m.generatedLine, m.generatedColumn);
    prev = { line: m.generatedLine, col: m.generatedColumn, source: m.source };
  });
  if (prev) flush(-1, 0);
  return out;
}

const server = await startRealServer({ webDir: WEB, stdio: 'ignore' });
try {
  for (const pathname of pages) {
    const { scripts } = await recordScripts(server.base, pathname);
    let total = 0;
    const byModule = new Map<string, number>();
    const rows: string[] = [];
    for (const script of scripts) {
      const file = path.join(WEB, script.replace(/^\/+/, ''));
      const code = fs.readFileSync(file, 'utf8');
      const gz = gzipSync(code, { level: 9 }).length;
      total += gz;
      rows.push(`${(gz / 1024).toFixed(1).padStart(6)} KB  ${script}`);
      const mapFile = `${file}.map`;
      if (!fs.existsSync(mapFile)) continue;
      const sources = bytesBySource(code, new TraceMap(fs.readFileSync(mapFile, 'utf8')));
      const mapped = [...sources.values()].reduce((a, b) => a + b, 0) || 1;
      for (const [name, bytes] of sources) byModule.set(name, (byModule.get(name) ?? 0) + (gz * bytes) / mapped);
    }
    console.log(`\n## ${pathname}: ${scripts.length} files, ${(total / 1024).toFixed(1)} KB gzip`);
    console.log(rows.sort((a, b) => parseFloat(b) - parseFloat(a)).join('\n'));
    console.log(`\n### by module (gzip share, KB)`);
    const top = [...byModule].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 60));
    for (const [name, gz] of top) console.log(`${(gz / 1024).toFixed(2).padStart(7)}  ${name}`);
  }
} finally {
  await server.stop();
}
