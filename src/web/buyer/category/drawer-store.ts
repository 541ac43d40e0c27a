import { proxy } from 'valtio';

/** The 'Search by category' drawer: open or not, and which branch of the hierarchy it shows. */
export const categoryDrawer = proxy<{ open: boolean; path: string[] }>({ open: false, path: [] });

export function openCategoryDrawer(): void {
  categoryDrawer.path = [];
  categoryDrawer.open = true;
}

export function closeCategoryDrawer(): void {
  categoryDrawer.open = false;
}

/** The product list URL of a category path (c1..c3); an empty path lists every product. */
export function categoryListUrl(path: readonly string[]): string {
  const q = new URLSearchParams();
  path.slice(0, 3).forEach((code, i) => {
    if (code) q.set(`c${i + 1}`, code);
  });
  const s = q.toString();
  return s ? `/product?${s}` : '/product';
}
