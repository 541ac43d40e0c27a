/**
 * Declared types of flags (`flagTypes` in tenants/_base/tenant.json, beside `flags`). A flag
 * without a declaration whose default is "Y" or "N" is a Y/N flag; any other undeclared flag is
 * free text. The server refuses a web-config value that does not fit (`ENABLE_FAQ: "maybe"`), the
 * bundle check refuses a tenant default that does not fit, and the web-config screen offers the
 * right input. Groups live in tenants/_base/flags.meta.json, labels and descriptions in the locale files (merchant:flags.*).
 */
import type { Flags } from './types';

export type FlagType =
  | { type: 'yn' }
  | { type: 'int'; minimum?: number; maximum?: number }
  | { type: 'enum'; values: string[] }
  /** A comma list (empty allowed), each item matching `pattern`. */
  | { type: 'list'; pattern?: string }
  | { type: 'text'; maxLength?: number; pattern?: string };

export type FlagTypes = Record<string, FlagType>;

/** The declared type, else Y/N when the default is Y or N, else text. */
export function flagTypeOf(name: string, defaults: Flags, declared: FlagTypes | undefined): FlagType {
  const own = declared?.[name];
  if (own) return own;
  const d = defaults[name];
  return d === 'Y' || d === 'N' ? { type: 'yn' } : { type: 'text' };
}

/** Why `value` does not fit `type`, or null when it does. Messages name the flag. */
export function flagValueProblem(name: string, value: string, type: FlagType): string | null {
  switch (type.type) {
    case 'yn':
      return value === 'Y' || value === 'N' ? null : `${name} takes Y or N, not '${value}'`;
    case 'int': {
      if (!/^-?\d{1,15}$/.test(value)) return `${name} takes a whole number, not '${value}'`;
      const n = Number(value);
      if (type.minimum !== undefined && n < type.minimum) return `${name} must be at least ${type.minimum}`;
      if (type.maximum !== undefined && n > type.maximum) return `${name} must be at most ${type.maximum}`;
      return null;
    }
    case 'enum':
      return type.values.includes(value) ? null : `${name} takes one of ${type.values.join(', ')}, not '${value}'`;
    case 'list': {
      if (value === '') return null;
      const re = type.pattern ? new RegExp(type.pattern) : null;
      const bad = value.split(',').map((s) => s.trim()).find((item) => item === '' || (re !== null && !re.test(item)));
      return bad === undefined ? null : `${name} takes a comma list${type.pattern ? ` of items matching ${type.pattern}` : ''}; '${bad}' does not fit`;
    }
    case 'text': {
      if (type.maxLength !== undefined && value.length > type.maxLength) return `${name} takes at most ${type.maxLength} characters`;
      if (type.pattern && !new RegExp(type.pattern).test(value)) return `${name} must match ${type.pattern}`;
      return null;
    }
  }
}
