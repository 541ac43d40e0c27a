import type { JsonObject, JsonValue } from './types';

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function clone(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(clone);
  if (isObject(value)) {
    const out: JsonObject = {};
    for (const [key, item] of Object.entries(value)) out[key] = clone(item);
    return out;
  }
  return value;
}

/**
 * RFC 7396 JSON Merge Patch: objects merge key by key, `null` removes a key, anything else
 * (arrays included) replaces. Pure: neither argument is mutated and the result shares no
 * objects with them, so callers may freely edit it.
 */
export function mergePatch<T>(target: T, patch: unknown): T {
  return applyPatch(target as JsonValue, patch as JsonValue) as T;
}

function applyPatch(target: JsonValue | undefined, patch: JsonValue): JsonValue {
  if (!isObject(patch)) return clone(patch);
  const out: JsonObject = isObject(target) ? (clone(target) as JsonObject) : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else out[key] = applyPatch(out[key], value);
  }
  return out;
}
