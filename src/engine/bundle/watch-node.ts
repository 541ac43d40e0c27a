import { existsSync, readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

export interface TenantChange {
  /** Folder names whose files changed, appeared or disappeared. */
  tenantIds: string[];
}

const POLL_MS = 2000;
const SETTLE_MS = 300;

/** A fingerprint per tenant folder: its file names with sizes and mtimes (one level deep). */
function snapshot(root: string): Map<string, string> {
  const out = new Map<string, string>();
  if (!existsSync(root)) return out;
  for (const name of readdirSync(root)) {
    if (name.startsWith('.')) continue;
    const dir = path.join(root, name);
    try {
      if (!statSync(dir).isDirectory()) continue;
      const parts = readdirSync(dir)
        .sort()
        .map((file) => {
          const stat = statSync(path.join(dir, file));
          return `${file}:${stat.size}:${stat.mtimeMs}`;
        });
      out.set(name, parts.join('|'));
    } catch {
      // A folder being copied or removed right now; the next poll sees it settled.
    }
  }
  return out;
}

function diff(before: Map<string, string>, after: Map<string, string>): string[] {
  const ids = new Set<string>();
  for (const [id, print] of after) if (before.get(id) !== print) ids.add(id);
  for (const id of before.keys()) if (!after.has(id)) ids.add(id);
  return [...ids].sort();
}

/**
 * Calls `onChange` after tenant folders change (added, removed, edited). fs.watch (recursive)
 * gives quick notice where the platform supports it; a 2-second poll of folder fingerprints is
 * the fallback that always works (network drives, containers). Changes are coalesced briefly so
 * a folder copied file by file is reported once. Returns a function that stops watching.
 */
export function watchTenants(tenantsDir: string, onChange: (change: TenantChange) => void): () => void {
  const root = path.resolve(tenantsDir);
  let last = snapshot(root);
  let settle: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const check = (): void => {
    if (stopped) return;
    const next = snapshot(root);
    const tenantIds = diff(last, next);
    last = next;
    if (tenantIds.length) onChange({ tenantIds });
  };
  const soon = (): void => {
    if (settle) clearTimeout(settle);
    settle = setTimeout(check, SETTLE_MS);
  };

  let watcher: FSWatcher | null = null;
  try {
    watcher = watch(root, { recursive: true }, soon);
    watcher.on('error', () => {
      watcher?.close();
      watcher = null;
    });
  } catch {
    watcher = null;
  }
  const poll = setInterval(check, POLL_MS);
  poll.unref?.();

  return () => {
    stopped = true;
    clearInterval(poll);
    if (settle) clearTimeout(settle);
    watcher?.close();
  };
}
