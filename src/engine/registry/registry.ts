/** Components (or anything) by stable name; bundles refer to these names. */
export interface Registry<P> {
  register(name: string, item: P): Registry<P>;
  get(name: string): P | undefined;
  has(name: string): boolean;
  names(): string[];
}

export function createRegistry<P>(initial?: Record<string, P>): Registry<P> {
  const items = new Map<string, P>(initial ? Object.entries(initial) : []);
  const registry: Registry<P> = {
    register(name, item) {
      items.set(name, item);
      return registry;
    },
    get: (name) => items.get(name),
    has: (name) => items.has(name),
    names: () => [...items.keys()].sort(),
  };
  return registry;
}

/** A new registry with every entry of both; on a clash the tenant's entry wins over the core one. */
export function mergeRegistries<P>(core: Registry<P>, tenant: Registry<P>): Registry<P> {
  const merged = createRegistry<P>();
  for (const source of [core, tenant]) {
    for (const name of source.names()) merged.register(name, source.get(name) as P);
  }
  return merged;
}
