// User objects are larger than a cookie comfortably holds, so they are cached in localStorage
// beside their token cookie; without a valid token cookie the cached user is ignored.

export const STORAGE = {
  user: 'talad.user',
  merchantUser: 'talad.merchantUser',
  rider: 'talad.rider',
} as const;

export function loadJson<T>(key: string): T | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    globalThis.localStorage?.removeItem(key);
    return null;
  }
}

export function saveJson(key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the session still works for this page view.
  }
}
