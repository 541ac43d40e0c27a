/**
 * The page to return to after a login (`?redirect=/cart`): only paths of this app, never another
 * site (`//evil.example`, `https://…`), so a crafted link cannot send a fresh session elsewhere.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value.replace(/^\/en(?=\/|$)/, '') || '/';
}
