/*
 * npm start: builds the web app when dist/web is missing or older than its sources, then runs the
 * server (migrations and demo data on first start). Works on a fresh clone after npm install.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST_INDEX = path.join(ROOT, 'dist', 'web', 'index.html');
// Everything vite bundles into the SPA. Tenant bundles and locales are read at run time, not built in.
const SOURCES = ['src/web', 'src/engine', 'src/domain', 'public', 'schemas', 'vite.config.ts', 'package-lock.json'];

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

function webIsStale(): boolean {
  if (!fs.existsSync(DIST_INDEX) || !fs.existsSync(path.join(ROOT, 'dist', 'ssr', 'entry-server.js'))) return true;
  const built = fs.statSync(DIST_INDEX).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(ROOT, s)) > built);
}

if (process.env.SKIP_WEB_BUILD !== 'Y' && webIsStale()) {
  console.info('Building the web app (vite build)…');
  const vite = path.join(ROOT, 'node_modules', '.bin', 'vite');
  let build = spawnSync(vite, ['build'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  // The storefront's server renderer (dist/ssr), built after the client.
  if (build.status === 0) build = spawnSync(vite, ['build', '--ssr', 'entry-server.tsx', '--outDir', '../../dist/ssr'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) {
    if (!fs.existsSync(DIST_INDEX)) {
      console.error('The web build failed and there is no previous build to serve.');
      process.exit(build.status ?? 1);
    }
    console.warn('The web build failed; serving the previous build in dist/web.');
  }
}

await import('../src/server/main');
