import type { LayoutName } from '../../engine';

/**
 * Menu items whose `to` starts with `#` are actions (e.g. `#logout`, `#switchDc`, `#mode:redeem`).
 * Features register a handler per area; an action without a handler is not shown, so a menu never
 * offers a button that does nothing.
 */
export interface MenuActionContext {
  area: LayoutName;
  navigate: (to: string) => void;
}

export type MenuAction = (ctx: MenuActionContext) => void | Promise<void>;

const handlers = new Map<string, MenuAction>();
const listeners = new Set<() => void>();
let version = 0;

const key = (area: LayoutName, name: string) => `${area} ${name}`;

export function registerMenuAction(area: LayoutName, name: string, action: MenuAction): () => void {
  handlers.set(key(area, name), action);
  version += 1;
  listeners.forEach((l) => l());
  return () => {
    if (handlers.get(key(area, name)) === action) handlers.delete(key(area, name));
    version += 1;
    listeners.forEach((l) => l());
  };
}

export function hasMenuAction(area: LayoutName, name: string): boolean {
  return handlers.has(key(area, name));
}

export async function runMenuAction(name: string, ctx: MenuActionContext): Promise<void> {
  await handlers.get(key(ctx.area, name))?.(ctx);
}

/** For useSyncExternalStore: menus re-filter when an action is (un)registered. */
export function subscribeMenuActions(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function menuActionsVersion(): number {
  return version;
}
