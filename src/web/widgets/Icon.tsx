/** @jsxImportSource theme-ui */
import { ICON_ALIASES, ICON_PATHS } from './icon-paths';

export function iconPath(name: string | undefined): string {
  if (!name) return ICON_PATHS.dot;
  return ICON_PATHS[name] ?? ICON_PATHS[ICON_ALIASES[name] ?? ''] ?? ICON_PATHS.dot;
}

/** A decorative icon by name (bundle menus name icons); unknown names draw a dot. */
export function Icon({ name, size = 24 }: { name?: string; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" sx={{ flexShrink: 0, fill: 'currentColor' }}>
      <path d={iconPath(name)} />
    </svg>
  );
}
