import type { JsonValue } from './types';

/** RFC 6901 escaping of one reference token. */
export function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function pointerOf(...tokens: (string | number)[]): string {
  return tokens.map((token) => `/${escapeToken(String(token))}`).join('');
}

function unescapeToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Whether the pointer names a value present in the document (any depth). */
export function pointerExists(document: JsonValue | undefined, pointer: string): boolean {
  if (pointer === '') return document !== undefined;
  let value: JsonValue | undefined = document;
  for (const raw of pointer.slice(1).split('/')) {
    const token = unescapeToken(raw);
    if (value === null || typeof value !== 'object') return false;
    if (Array.isArray(value)) value = value[Number(token)];
    else value = value[token];
    if (value === undefined) return false;
  }
  return true;
}

/** The longest prefix of `pointer` that exists in the document ('' when none does). */
export function deepestExisting(document: JsonValue | undefined, pointer: string): string {
  const tokens = pointer === '' ? [] : pointer.slice(1).split('/');
  for (let length = tokens.length; length > 0; length -= 1) {
    const candidate = `/${tokens.slice(0, length).join('/')}`;
    if (pointerExists(document, candidate)) return candidate;
  }
  return '';
}
