import { cpSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './helpers';

/** A scratch copy of tenants/ and locales/ (schemas/ too) so tests can break bundles freely. */
export function scratchRepo(): { root: string; tenants: string; write: (id: string, file: string, text: string) => void; cleanup: () => void } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'talad-tenants-'));
  for (const dir of ['tenants', 'locales', 'schemas']) cpSync(path.join(ROOT, dir), path.join(root, dir), { recursive: true });
  const tenants = path.join(root, 'tenants');
  return {
    root,
    tenants,
    write: (id, file, text) => {
      mkdirSync(path.join(tenants, id), { recursive: true });
      writeFileSync(path.join(tenants, id, file), text);
    },
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

export const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';
