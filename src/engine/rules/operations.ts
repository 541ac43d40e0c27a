import jsonLogic from 'json-logic-js';
import type { JsonObject, JsonValue } from '../bundle/types';

/*
 * Every custom json-logic operation lives here. json-logic operations are process-global, so
 * registering twice is harmless and registering anywhere else would hide them from readers.
 *
 * Two kinds:
 * - operations: functions of their (already evaluated) arguments;
 * - macros: rewritten into plain json-logic before evaluation, because json-logic operations
 *   cannot read the data object (e.g. `{"flag":"ENABLE_CHAT"}` needs `flags`).
 */

function toText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** `{"inCsv": [needle, "A,B,C"]}`: needle is one entry of a comma list (RouteStep2 tags). */
export function inCsv(needle: unknown, csv: unknown): boolean {
  const wanted = toText(needle).trim();
  if (!wanted) return false;
  return toText(csv)
    .split(',')
    .some((entry) => entry.trim() === wanted);
}

/** `{"startsWith": [text, prefix]}`. */
export function startsWith(text: unknown, prefix: unknown): boolean {
  return toText(text).startsWith(toText(prefix));
}

/** `{"oneOf": [value, ["1","3"]]}`: strict membership (json-logic `in` also matches substrings). */
export function oneOf(value: unknown, list: unknown): boolean {
  return Array.isArray(list) && list.some((entry) => toText(entry) === toText(value));
}

/** `{"present": [value]}`: not null, undefined or an empty string. */
export function present(value: unknown): boolean {
  return value !== null && value !== undefined && toText(value).trim() !== '';
}

export const operations = { inCsv, startsWith, oneOf, present } as const;

type Macro = (args: JsonValue[]) => JsonValue;

/** Rewrites into plain json-logic; arguments are raw (unevaluated) rule values. */
export const macros: Record<string, Macro> = {
  /** `{"flag": "ENABLE_CHAT"}` → the flag's value is "Y". */
  flag: ([name]) => ({ '==': [{ var: `flags.${toText(name)}` }, 'Y'] }),
  /** `{"flagIs": ["CATEGORY_DRAWER_MODE", "hierarchy"]}` → the flag's value equals the text. */
  flagIs: ([name, value]) => ({ '==': [{ var: `flags.${toText(name)}` }, toText(value)] }),
};

let registered = false;

export function registerOperations(): void {
  if (registered) return;
  for (const [name, fn] of Object.entries(operations)) {
    jsonLogic.add_operation(name, fn as (...args: unknown[]) => unknown);
  }
  registered = true;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Expands macros everywhere in a rule; returns a new rule. */
export function expandMacros(rule: JsonValue): JsonValue {
  if (Array.isArray(rule)) return rule.map(expandMacros);
  if (!isObject(rule)) return rule;
  const keys = Object.keys(rule);
  if (keys.length === 1 && macros[keys[0]]) {
    const raw = rule[keys[0]];
    return macros[keys[0]](Array.isArray(raw) ? raw : [raw]);
  }
  const out: JsonObject = {};
  for (const key of keys) out[key] = expandMacros(rule[key]);
  return out;
}

/** Names understood by evalRule, for validating bundles. */
export function knownOperationNames(): Set<string> {
  return new Set([...Object.keys(operations), ...Object.keys(macros)]);
}
