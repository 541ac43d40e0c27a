import { knownOperationNames } from './operations';

// json-logic-js 2.0.5 built-ins; the library offers no list, and bundles should fail loudly on typos.
const BUILT_IN = [
  'var', 'missing', 'missing_some', 'if', '?:', '==', '===', '!=', '!==', '!', '!!', 'or', 'and',
  '>', '>=', '<', '<=', 'max', 'min', '+', '-', '*', '/', '%', 'map', 'filter', 'reduce', 'all',
  'none', 'some', 'merge', 'in', 'cat', 'substr', 'log',
];

export function knownOperators(): Set<string> {
  return new Set([...BUILT_IN, ...knownOperationNames()]);
}
