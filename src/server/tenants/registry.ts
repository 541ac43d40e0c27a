import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import type { BundleError, TenantBundle } from '../../engine/index';
import { loadTenants, watchTenants, type LoadOptions } from '../../engine/node';
import { BASE_ID, checksumOf, type LastGoodStore, type SavedBundle } from './last-good';

/** ok: the folder's bundle; stale: the last good bundle while the folder is broken; down: nothing to serve. */
export type TenantState = 'ok' | 'stale' | 'down';

export interface TenantEntry {
  id: string;
  dir: string;
  /** base ← tenant (variants kept). The last good bundle when the current files are broken. */
  bundle: TenantBundle | null;
  errors: BundleError[];
  /** True when `bundle` is an older good version kept because the current files have errors. */
  stale: boolean;
  /** When the served bundle was last validated and saved (stale: how old it is). */
  savedAt?: Date;
}

export interface TenantStatus {
  TenantId: string;
  Name: TenantBundle['name'] | null;
  Hosts: string[];
  Valid: boolean;
  Serving: boolean;
  Stale: boolean;
  State: TenantState;
  /** ISO time the last good bundle was saved; set while Stale. */
  LastGoodAt: string | null;
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
  private baseStale = false;
  private stopWatch?: () => void;
  /** Last good bundles read from the database at start (restore) and kept in step with saves. */
  private saved = new Map<string, SavedBundle>();
  private store?: LastGoodStore;

  constructor(readonly dir: string, private readonly options: Pick<LoadOptions, 'localesDir' | 'schemasDir'> = {}) {
    super();
  }

  get base(): TenantBundle | null { return this.baseBundle; }
  get baseErrors(): BundleError[] { return this.baseProblems; }
  /** True when the base is the saved last good one (the base file is broken). */
  get baseIsStale(): boolean { return this.baseStale; }

  /**
   * Reads the saved last good bundles (call before `load`): from then on a tenant whose folder is
   * broken at start serves its saved bundle, flagged stale, and `persist` saves every good one.
   */
  async restore(store: LastGoodStore): Promise<void> {
    this.store = store;
    this.saved = await store.loadAll();
  }

  /** Saves each bundle that validated and differs from the saved copy; returns the ids written. */
  async persist(): Promise<string[]> {
    if (!this.store) return [];
    const written: string[] = [];
    const good: [string, TenantBundle][] = [];
    if (this.baseBundle && !this.baseStale) good.push([BASE_ID, this.baseBundle]);
    for (const e of this.entries.values()) if (e.bundle && !e.stale) good.push([e.id, e.bundle]);
    for (const [id, bundle] of good) {
      const checksum = checksumOf(bundle);
      if (this.saved.get(id)?.checksum === checksum) continue;
      const savedAt = await this.store.save(id, bundle, checksum);
      this.saved.set(id, { bundle, checksum, savedAt });
      const entry = this.entries.get(id);
      if (entry) entry.savedAt = savedAt;
      written.push(id);
    }
    return written;
  }

  /** (Re)reads every tenant; returns the ids whose bundle or errors changed. */
  load(): string[] {
    const result = loadTenants(this.dir, this.options);
    const changed: string[] = [];
    const next = new Map<string, TenantEntry>();
    const rootMissing = !existsSync(this.dir);
    if (rootMissing) {
      // The whole folder is gone (a wrong TENANTS_DIR, an unmounted volume): every tenant that was
      // serving, in memory or saved, keeps serving its last good bundle, flagged.
      const reason = `tenants folder not found: ${this.dir} (TENANTS_DIR)`;
      const ids = new Set([...this.entries.keys(), ...[...this.saved.keys()].filter((id) => id !== BASE_ID)]);
      for (const id of ids) {
        result.tenants.push({ id, dir: `${this.dir}/${id}`, patch: null, bundle: null, errors: [{ file: this.dir, pointer: '', reason }] });
      }
      result.tenants.sort((a, b) => a.id.localeCompare(b.id));
    }
    for (const t of result.tenants) {
      const prev = this.entries.get(t.id);
      const kept = prev?.bundle ? { bundle: prev.bundle, savedAt: prev.savedAt } : this.saved.get(t.id);
      const entry: TenantEntry = t.bundle
        ? { id: t.id, dir: t.dir, bundle: t.bundle, errors: t.errors, stale: false, savedAt: this.saved.get(t.id)?.savedAt }
        : { id: t.id, dir: t.dir, bundle: kept?.bundle ?? null, errors: t.errors, stale: !!kept?.bundle, savedAt: kept?.savedAt };
      next.set(t.id, entry);
      if (!prev || JSON.stringify(prev.bundle) !== JSON.stringify(entry.bundle) || JSON.stringify(prev.errors) !== JSON.stringify(entry.errors)) {
        changed.push(t.id);
      }
    }
    for (const id of this.entries.keys()) if (!next.has(id)) changed.push(id);
    this.entries = next;
    if (result.base) {
      this.baseBundle = result.base;
      this.baseStale = false;
    } else if (!this.baseBundle && this.saved.get(BASE_ID)) {
      this.baseBundle = this.saved.get(BASE_ID)!.bundle;
      this.baseStale = true;
    } else if (this.baseBundle) {
      this.baseStale = true;
    }
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
        Valid: e.errors.length === 0, Serving: !!e.bundle, Stale: e.stale,
        State: stateOf(e), LastGoodAt: e.stale && e.savedAt ? e.savedAt.toISOString() : null, Errors: e.errors,
      };
    });
  }
}

function stateOf(e: TenantEntry): TenantState {
  if (!e.bundle) return 'down';
  return e.stale ? 'stale' : 'ok';
}
