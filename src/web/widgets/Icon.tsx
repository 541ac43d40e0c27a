/** @jsxImportSource theme-ui */
import { useEffect, useSyncExternalStore } from 'react';
import { noteServerIcon } from '../ssr/server-page';
import { ICON_ALIASES, ICON_PATHS, registerIconPaths } from './icon-paths';

/** The drawing's key in ICON_PATHS, or undefined while it is not known (yet). */
function drawingKey(name: string): string | undefined {
  if (ICON_PATHS[name]) return name;
  const alias = ICON_ALIASES[name];
  return alias && ICON_PATHS[alias] ? alias : undefined;
}

export function iconPath(name: string | undefined): string {
  const key = name ? drawingKey(name) : undefined;
  return key ? ICON_PATHS[key] : ICON_PATHS.dot;
}

/*
 * Drawings beyond the layout's (icon-paths.ts) load once, on the first interaction or when an icon
 * asks for one it does not have (issue 13: they were 2 KB of every first visit's JS). A server-
 * rendered page hands over the ones it drew (payload.icons → provideIcons), so hydration draws the
 * same paths without loading anything.
 */
let more: Promise<void> | null = null;
let version = 0;
const listeners = new Set<() => void>();

export function loadMoreIcons(): Promise<void> {
  more ??= import('./icon-paths-more').then(() => {
    version += 1;
    for (const listener of listeners) listener();
  });
  return more;
}

/** After hydration: the rest arrives with the first tap, click or key, before the screen it opens. */
export function loadMoreIconsOnInteraction(): void {
  const kinds = ['pointerdown', 'keydown', 'touchstart'] as const;
  const go = () => {
    for (const kind of kinds) window.removeEventListener(kind, go, true);
    void loadMoreIcons();
  };
  for (const kind of kinds) window.addEventListener(kind, go, { capture: true, passive: true });
}

/** The drawings a server render used, before hydration. */
export function provideIcons(paths: Record<string, string>): void {
  registerIconPaths(paths);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const loadedVersion = () => version;

/** A decorative icon by name (bundle menus name icons); unknown names draw a dot. */
export function Icon({ name, size = 24 }: { name?: string; size?: number }) {
  // Re-renders once the other drawings arrive; a dot stands in meanwhile.
  useSyncExternalStore(subscribe, loadedVersion, loadedVersion);
  const key = name ? drawingKey(name) : undefined;
  if (import.meta.env.SSR && key) noteServerIcon(key);
  const missing = Boolean(name) && !key && !more;
  useEffect(() => {
    if (missing) void loadMoreIcons();
  }, [missing]);
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" sx={{ flexShrink: 0, fill: 'currentColor' }}>
      <path d={key ? ICON_PATHS[key] : ICON_PATHS.dot} />
    </svg>
  );
}
