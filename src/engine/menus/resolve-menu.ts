import type { TenantBundle } from '../bundle/types';
import type { RuleContext } from '../rules/context';
import { evalRule } from '../rules/eval';

export interface ResolvedMenuItem {
  id: string;
  /** i18n key to translate. */
  label: string;
  /** Placeholders like `{session.userId}` filled from the context (URL-encoded). */
  to: string;
  icon?: string;
  order: number;
}

function lookup(ctx: RuleContext, path: string): unknown {
  let value: unknown = ctx;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** Fills `{a.b}` placeholders of a link from the rule context; unknown values become ''. */
export function fillPlaceholders(template: string, ctx: RuleContext): string {
  if (!template.includes('{')) return template;
  return template.replace(/\{([A-Za-z0-9_.]+)\}/g, (_, path: string) => {
    const value = lookup(ctx, path);
    return value === undefined || value === null ? '' : encodeURIComponent(String(value));
  });
}

/** The visible items of a menu, sorted by `order` (then id, so the result is stable). */
export function resolveMenu(bundle: TenantBundle, menuId: string, ctx: RuleContext): ResolvedMenuItem[] {
  const menu = bundle.menus?.[menuId];
  if (!menu) return [];
  const visible: ResolvedMenuItem[] = [];
  for (const [id, item] of Object.entries(menu.items)) {
    if (!item || !evalRule(item.visibleWhen, ctx)) continue;
    const resolved: ResolvedMenuItem = { id, label: item.label, to: fillPlaceholders(item.to, ctx), order: item.order };
    if (item.icon) resolved.icon = item.icon;
    visible.push(resolved);
  }
  return visible.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}
