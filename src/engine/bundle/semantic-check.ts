import { flagTypeOf, flagValueProblem } from './flag-types';
import { knownOperators } from '../rules/known-operators';
import { pointerOf } from './json-pointer';
import { paletteProblems } from '../theme/palette-check';
import type { Problem } from './schema-check';
import type { JsonValue, Locale, TenantBundle, TenantPatch } from './types';
import { LOCALES } from './types';

/** Every "ns:key" with a text, per language. */
export type LocaleKeys = Record<Locale, ReadonlySet<string>>;

export interface SemanticOptions {
  knownComponents?: ReadonlySet<string>;
  localeKeys?: LocaleKeys;
  /** Returns false when `schemas/<path>` does not exist; unchecked when absent. */
  formSchemaExists?: (path: string) => boolean;
  /** The base's flag defaults: an undeclared flag's type is inferred from them (not from a tenant's value). */
  baseFlags?: Record<string, string>;
}

/** Flattens one namespace file into "ns:a.b" keys of its string leaves. */
export function flattenKeys(ns: string, tree: unknown, into: Set<string> = new Set(), prefix = ''): Set<string> {
  if (tree && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) flattenKeys(ns, value, into, prefix ? `${prefix}.${key}` : key);
  } else if (typeof tree === 'string' && prefix) {
    into.add(`${ns}:${prefix}`);
  }
  return into;
}

function hasKey(keys: ReadonlySet<string>, key: string): boolean {
  // i18next plural forms live under key_one / key_other.
  return keys.has(key) || keys.has(`${key}_other`) || keys.has(`${key}_one`);
}

function missingIn(localeKeys: LocaleKeys | undefined, key: string): Locale[] {
  if (!localeKeys) return [];
  return LOCALES.filter((lang) => !hasKey(localeKeys[lang], key));
}

function checkKey(out: Problem[], localeKeys: LocaleKeys | undefined, key: string | undefined, pointer: string): void {
  if (!key) return;
  const missing = missingIn(localeKeys, key);
  if (missing.length) out.push({ pointer, reason: `missing locale key '${key}' in ${missing.map((l) => `locales/${l}`).join(' and ')}` });
}

/** Unknown json-logic operators and unknown flag names in a rule. */
function checkRule(out: Problem[], rule: JsonValue | undefined, pointer: string, flags: Record<string, string>, operators: Set<string>): void {
  if (rule === null || typeof rule !== 'object') return;
  if (Array.isArray(rule)) {
    rule.forEach((item, index) => checkRule(out, item, `${pointer}/${index}`, flags, operators));
    return;
  }
  const keys = Object.keys(rule);
  if (keys.length !== 1) {
    out.push({ pointer, reason: 'a json-logic rule must have exactly one operator' });
    return;
  }
  const [op] = keys;
  const args = rule[op];
  const at = pointer + pointerOf(op);
  if (!operators.has(op)) out.push({ pointer: at, reason: `unknown rule operator '${op}'` });
  if (op === 'flag' || op === 'flagIs') {
    const name = Array.isArray(args) ? args[0] : args;
    if (typeof name === 'string' && !(name in flags)) out.push({ pointer: at, reason: `unknown flag '${name}'` });
  }
  if (op === 'var') return;
  checkRule(out, args, at, flags, operators);
}

/** Cross-references of a merged bundle: screens, components, guards, locale keys, rules, forms. */
export function semanticProblems(bundle: TenantBundle, options: SemanticOptions = {}): Problem[] {
  const out: Problem[] = [];
  const { knownComponents, localeKeys, formSchemaExists } = options;
  const operators = knownOperators();
  const flags = bundle.flags ?? {};

  for (const name of Object.keys(bundle.flagTypes ?? {})) {
    if (!(name in flags)) out.push({ pointer: pointerOf('flagTypes', name), reason: `type declared for unknown flag '${name}'` });
  }
  for (const [name, value] of Object.entries(flags)) {
    const problem = typeof value === 'string' ? flagValueProblem(name, value, flagTypeOf(name, options.baseFlags ?? flags, bundle.flagTypes)) : null;
    if (problem) out.push({ pointer: pointerOf('flags', name), reason: problem });
  }

  for (const [id, route] of Object.entries(bundle.routes ?? {})) {
    if (!bundle.screens?.[route.screen]) out.push({ pointer: pointerOf('routes', id, 'screen'), reason: `unknown screen '${route.screen}'` });
    (route.guards ?? []).forEach((guard, index) => {
      if (!bundle.guards?.[guard]) out.push({ pointer: pointerOf('routes', id, 'guards', index), reason: `unknown guard '${guard}'` });
    });
    checkKey(out, localeKeys, route.title, pointerOf('routes', id, 'title'));
  }
  for (const [name, rules] of Object.entries(bundle.guards ?? {})) {
    rules.forEach((rule, index) => checkRule(out, rule.when as JsonValue, pointerOf('guards', name, index, 'when'), flags, operators));
  }
  for (const [menuId, menu] of Object.entries(bundle.menus ?? {})) {
    for (const [itemId, item] of Object.entries(menu.items ?? {})) {
      const at = pointerOf('menus', menuId, 'items', itemId);
      checkKey(out, localeKeys, item.label, `${at}/label`);
      checkRule(out, item.visibleWhen as JsonValue, `${at}/visibleWhen`, flags, operators);
    }
  }
  for (const [screenId, screen] of Object.entries(bundle.screens ?? {})) {
    for (const [blockId, block] of Object.entries(screen.blocks ?? {})) {
      const at = pointerOf('screens', screenId, 'blocks', blockId);
      if (knownComponents && !knownComponents.has(block.component)) {
        out.push({ pointer: `${at}/component`, reason: `unknown component '${block.component}'` });
      }
      checkRule(out, block.visibleWhen as JsonValue, `${at}/visibleWhen`, flags, operators);
    }
  }
  for (const [lang, entries] of Object.entries(bundle.wording ?? {})) {
    for (const key of Object.keys(entries ?? {})) {
      if (localeKeys && !hasKey(localeKeys[lang as Locale], key)) {
        out.push({ pointer: pointerOf('wording', lang, key), reason: `wording overrides '${key}', which does not exist in locales/${lang}` });
      }
    }
  }
  out.push(...paletteProblems(bundle.branding?.colors as Record<string, string> | undefined));
  if (formSchemaExists) {
    for (const [formId, form] of Object.entries(bundle.forms ?? {})) {
      if (!formSchemaExists(form.schema)) out.push({ pointer: pointerOf('forms', formId, 'schema'), reason: `schemas/${form.schema} does not exist` });
    }
  }
  return out;
}

/** Flags a patch sets that the base does not declare (typos would otherwise be silently ignored). */
export function unknownFlagProblems(patch: TenantPatch | undefined, baseFlags: Record<string, string>, prefix = ''): Problem[] {
  const flags = patch?.flags;
  if (!flags || typeof flags !== 'object' || Array.isArray(flags)) return [];
  return Object.keys(flags)
    .filter((name) => !(name in baseFlags))
    .map((name) => ({ pointer: `${prefix}${pointerOf('flags', name)}`, reason: `unknown flag '${name}' (not declared in tenants/_base/tenant.json)` }));
}
