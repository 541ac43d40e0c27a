import { EventEmitter } from 'node:events';
import type { BundleError, TenantBundle } from '../../engine/index';
import { loadTenants, watchTenants } from '../../engine/node';

export interface TenantEntry {
  id: string;
  dir: string;
  /** base ← tenant (variants kept). The last good bundle when the current files are broken. */
  bundle: TenantBundle | null;
  errors: BundleError[];
  /** True when `bundle` is an older good version kept because the current files have errors. */
  stale: boolean;
}

export interface TenantStatus {
  TenantId: string;
  Name: TenantBundle['name'] | null;
  Hosts: string[];
  Valid: boolean;
  Serving: boolean;
  Stale: boolean;
  Errors: BundleError[];
}

/**
 * Tenant bundles from `tenants/`, reloaded when the folder changes. A broken tenant is reported
 * and skipped (or keeps serving its last good version); healthy tenants are never affected.
 * Emits `change` with the ids whose resolved bundle changed.
 */
export class TenantRegistry extends EventEmitter<{ change: [string[]] }> {
  private entries = new Map<string, TenantEntry>();
  private hostMap = new Map<string, string>();
  private baseBundle: TenantBundle | null = null;
  private baseProblems: BundleError[] = [];
  private stopWatch?: () => void;

  constructor(readonly dir: string) {
    super();
  }

  get base(): TenantBundle | null { return this.baseBundle; }
  get baseErrors(): BundleError[] { return this.baseProblems; }

  /** (Re)reads every tenant; returns the ids whose bundle or errors changed. */
  load(): string[] {
    const result = loadTenants(this.dir);
    const changed: string[] = [];
    const next = new Map<string, TenantEntry>();
    for (const t of result.tenants) {
      const prev = this.entries.get(t.id);
      const entry: TenantEntry = t.bundle
        ? { id: t.id, dir: t.dir, bundle: t.bundle, errors: t.errors, stale: false }
        : { id: t.id, dir: t.dir, bundle: prev?.bundle ?? null, errors: t.errors, stale: !!prev?.bundle };
      next.set(t.id, entry);
      if (!prev || JSON.stringify(prev.bundle) !== JSON.stringify(entry.bundle) || JSON.stringify(prev.errors) !== JSON.stringify(entry.errors)) {
        changed.push(t.id);
      }
    }
    for (const id of this.entries.keys()) if (!next.has(id)) changed.push(id);
    this.entries = next;
    if (result.base) this.baseBundle = result.base;
    this.baseProblems = result.baseErrors;
    this.hostMap = new Map();
    for (const e of next.values()) for (const h of e.bundle?.hosts ?? []) this.hostMap.set(h.toLowerCase(), e.id);
    return changed;
  }

  /** Starts watching (engine watchTenants: fs events plus a 2 s poll). */
  watch(onError: (err: unknown) => void = () => {}): void {
    if (this.stopWatch) return;
    this.stopWatch = watchTenants(this.dir, () => {
      try {
        const changed = this.load();
        if (changed.length) this.emit('change', changed);
      } catch (err) {
        onError(err);
      }
    });
  }

  close(): void {
    this.stopWatch?.();
    this.stopWatch = undefined;
  }

  has(id: string): boolean { return this.entries.has(id); }
  get(id: string): TenantEntry | undefined { return this.entries.get(id); }
  ids(): string[] { return [...this.entries.keys()].sort(); }

  /** A tenant that can serve (a good bundle, possibly the last good one). */
  serving(id: string): TenantBundle | undefined {
    return this.entries.get(id)?.bundle ?? undefined;
  }

  byHost(host: string | undefined): string | undefined {
    if (!host) return undefined;
    const name = host.toLowerCase().replace(/:\d+$/, '');
    return this.hostMap.get(name);
  }

  status(): TenantStatus[] {
    return this.ids().map((id) => {
      const e = this.entries.get(id)!;
      return {
        TenantId: id, Name: e.bundle?.name ?? null, Hosts: e.bundle?.hosts ?? [],
        Valid: e.errors.length === 0, Serving: !!e.bundle, Stale: e.stale, Errors: e.errors,
      };
    });
  }
}
