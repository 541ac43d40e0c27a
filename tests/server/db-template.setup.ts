/*
 * vitest global set-up of the `node` project: names this run's database template (see
 * tests/server/db-template.ts) and removes it when the run ends.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { pgAdmin, templateLocation } from './db-template';

export default function setup(project: TestProject): () => Promise<void> {
  const name = path.join(os.tmpdir(), `talad-tpl-${process.pid}-${Date.now()}`);
  project.provide('dbTemplate', name);
  return async () => {
    for (const f of fs.readdirSync(os.tmpdir())) {
      if (f.startsWith(path.basename(name))) fs.rmSync(path.join(os.tmpdir(), f), { recursive: true, force: true });
    }
    const url = process.env.TEST_DATABASE_URL;
    if (url) await pgAdmin(url, `DROP DATABASE IF EXISTS ${templateLocation('pg', name)} WITH (FORCE)`).catch(() => {});
  };
}
