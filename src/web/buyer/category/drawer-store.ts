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
