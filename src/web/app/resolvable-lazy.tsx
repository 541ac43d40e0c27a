import { lazy, useState, type ComponentType } from 'react';

/**
 * A component in its own chunk that a server-rendered page can load before it hydrates. `Component`
 * renders React's lazy wrapper until `resolve()` has loaded the module, then the module's component
 * itself, so the hydrating render does not suspend there. A boundary still suspended when hydration
 * commits stays server HTML without handlers for a moment: a tap on the cookie bar's Agree right after
 * the page was marked hydrated was lost (e2e/ssr.spec.ts, a returning visitor without consent).
 * The choice is made once per mount, so a component never switches type under its own state.
 */
export function resolvableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const Lazy = lazy(load);
  function Component(props: P) {
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return <Chosen {...props} />;
  }
  function resolve(): Promise<void> {
    loading ??= load().then((m) => {
      loaded = m.default;
    });
    return loading;
  }
  return { Component, resolve, isLoaded: () => loaded !== null };
}
