/**
 * The pages a tenant edits in the back office: the policy texts the storefront reads from
 * `contents` (`/contents/{id}`, `api/contents/{id}`) and the fixed news pages (`/news?code=…`,
 * `api/news/{code}`, NewsType P). Publishing writes the version to that live table.
 */
export interface EditablePage {
  id: string;
  store: 'contents' | 'news';
  /** Where a buyer reads it (without the locale prefix). */
  path: string;
  /** Publishing a new version asks every customer to decide again (PDPA consent). */
  consent?: boolean;
}

export const EDITABLE_PAGES: readonly EditablePage[] = [
  { id: 'cookies-policy', store: 'contents', path: '/contents/cookies-policy' },
  { id: 'pdpa', store: 'contents', path: '/contents/pdpa', consent: true },
  { id: 'privacy', store: 'contents', path: '/contents/privacy' },
  { id: 'about', store: 'contents', path: '/contents/about' },
  { id: 'HOWTO_001', store: 'news', path: '/news?code=HOWTO_001' },
  { id: 'FAQ_001', store: 'news', path: '/news?code=FAQ_001' },
  { id: 'CONTACT_001', store: 'news', path: '/news?code=CONTACT_001' },
];

export const PAGE_IDS = EDITABLE_PAGES.map((p) => p.id);

export function editablePage(id: string): EditablePage | undefined {
  return EDITABLE_PAGES.find((p) => p.id === id);
}
