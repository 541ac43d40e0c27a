import meta from '../../../../tenants/_base/flags.meta.json';
import type { Locale } from '../../app/locale';

/** What ops read about a flag (tenants/_base/flags.meta.json, checked by tests/engine/flags-meta.test.ts). */
export interface FlagMeta {
  group: string;
  label: Record<Locale, string>;
  description: Record<Locale, string>;
}

const flags = meta.flags as Record<string, FlagMeta>;
const groups = meta.groups as Record<string, Record<Locale, string>>;

/** Group ids in the file's order; flags of a group the file does not know fall into 'other'. */
export const FLAG_GROUPS = Object.keys(groups);

export function flagMeta(opt: string): FlagMeta | undefined {
  return flags[opt];
}

export function groupLabel(group: string, locale: Locale): string | undefined {
  return groups[group]?.[locale];
}

/** A search matches the label and description in both languages, the raw key and the value. */
export function flagMatches(opt: string, value: string, needle: string): boolean {
  const n = needle.trim().toLocaleLowerCase();
  if (!n) return true;
  const m = flags[opt];
  const hay = [opt, value, m?.label.th, m?.label.en, m?.description.th, m?.description.en].filter(Boolean).join('\n').toLocaleLowerCase();
  return hay.includes(n);
}
