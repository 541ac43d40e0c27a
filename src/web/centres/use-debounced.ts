import { useEffect, useState } from 'react';

/** The spec's search debounce (section 5: 500 ms after typing stops). */
export const SEARCH_DEBOUNCE_MS = 500;

export function useDebounced<T>(value: T, delayMs: number = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
