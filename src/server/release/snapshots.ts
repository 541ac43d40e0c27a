import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (CHANGELOG.md, docs/api/): this file is src/server/release/. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const CHANGELOG_FILE = process.env.CHANGELOG_FILE ?? path.join(REPO_ROOT, 'CHANGELOG.md');
export const OPENAPI_DIR = process.env.OPENAPI_SNAPSHOT_DIR ?? path.join(REPO_ROOT, 'docs', 'api');

const NAME = /^openapi-(.+)\.json$/;

/** Versions with a kept OpenAPI document (`docs/api/openapi-<version>.json`), newest first. */
export async function snapshotVersions(dir = OPENAPI_DIR): Promise<string[]> {
  let names: string[];
  try { names = await fs.readdir(dir); } catch { return []; }
  return names.map((n) => NAME.exec(n)?.[1]).filter((v): v is string => !!v)
    .sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
}

export async function readSnapshot(version: string, dir = OPENAPI_DIR): Promise<unknown> {
  return JSON.parse(await fs.readFile(path.join(dir, `openapi-${version}.json`), 'utf8'));
}
