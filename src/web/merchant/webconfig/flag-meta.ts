import meta from '../../../../tenants/_base/flags.meta.json';

// tenants/_base/flags.meta.json is the registry of flag ids and their groups; what ops read about
// a flag lives in the locale files (merchant:flags.<ID>.label / .description, merchant:flags.group.<id>)
// so it nests the tenant's terms (sabai's admin reads 'สาขา', not 'ศูนย์'). Checked by
// tests/engine/flags-meta.test.ts.
export interface FlagMeta {
  group: string;
}

const flags = meta.flags as Record<string, FlagMeta>;

/** Group ids in the file's order; flags of a group the file does not know fall into 'other'. */
export const FLAG_GROUPS: readonly string[] = meta.groups;

export function flagMeta(opt: string): FlagMeta | undefined {
  return flags[opt];
}

type T = (key: string) => string;

export function groupLabel(group: string, t: T): string | undefined {
  return FLAG_GROUPS.includes(group) ? t(`merchant:flags.group.${group}`) : undefined;
}

/** A described flag's label and description in the page's language (with the tenant's words). */
export function flagTexts(opt: string, t: T): { label: string; description: string } | undefined {
  return flags[opt] ? { label: t(`merchant:flags.${opt}.label`), description: t(`merchant:flags.${opt}.description`) } : undefined;
}

/** A search matches the label and description as the page shows them, the raw key and the value. */
export function flagMatches(opt: string, value: string, needle: string, t: T): boolean {
  const n = needle.trim().toLocaleLowerCase();
  if (!n) return true;
  const m = flagTexts(opt, t);
  const hay = [opt, value, m?.label, m?.description].filter(Boolean).join('\n').toLocaleLowerCase();
  return hay.includes(n);
}
