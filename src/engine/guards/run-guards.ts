import type { Locale, TenantBundle } from '../bundle/types';
import type { RuleContext } from '../rules/context';
import { evalRule } from '../rules/eval';

export interface GuardOutcome {
  /** Where to go instead (locale applied), or `back` for "go back one page". */
  redirect?: string;
  error?: { status: 500; message: 'Unknown middleware' };
}

export const BACK = 'back';

export function localePrefix(locale: Locale): string {
  return locale === 'en' ? '/en' : '';
}

/** `{locale}` → '' or '/en'; '/en/' collapses to '/en' so the English home has one address. */
export function applyLocale(redirect: string, locale: Locale): string {
  const out = redirect.replace(/\{locale\}/g, localePrefix(locale));
  if (out.length > 1 && out.endsWith('/')) return out.replace(/\/+$/, '') || '/';
  return out;
}

function stripLocale(path: string): string {
  if (path === '/en') return '/';
  return path.startsWith('/en/') ? path.slice(3) : path;
}

/**
 * Runs the named guards in order; the first rule whose `when` holds decides. A guard name the
 * bundle does not define is the spec's 500 'Unknown middleware' (checked before any rule runs,
 * so a typo never silently lets a visitor through). A rule that would redirect to the page the
 * visitor is already on is skipped, so a guard on its own target cannot loop.
 */
export function runGuards(bundle: TenantBundle, guardNames: readonly string[] | undefined, ctx: RuleContext): GuardOutcome {
  const names = guardNames ?? [];
  for (const name of names) {
    if (!bundle.guards?.[name]) return { error: { status: 500, message: 'Unknown middleware' } };
  }
  for (const name of names) {
    for (const rule of bundle.guards[name]) {
      if (!evalRule(rule.when, ctx)) continue;
      if (rule.redirect === BACK) return { redirect: BACK };
      const target = applyLocale(rule.redirect, ctx.locale);
      const [targetPath] = target.split('?');
      if (stripLocale(targetPath) === ctx.route.path) continue;
      return { redirect: target };
    }
  }
  return {};
}
