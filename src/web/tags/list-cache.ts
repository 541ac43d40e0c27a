import type { TagView } from '../api/tags';

/**
 * The spec's page cache for the tag pages: the tag list keeps its filters, loaded rows and scroll
 * position while the salesperson opens a tag and comes back, so the list does not start over.
 * Edits mark it stale; the list then shows the cached rows at once and refreshes them quietly.
 */
export interface TagListCache {
  owner: string;
  text: string;
  active: '' | 'Y' | 'N';
  items: TagView[];
  total: number;
  scrollY: number;
  stale: boolean;
}

let cache: TagListCache | null = null;

export function readTagListCache(owner: string): TagListCache | null {
  return cache && cache.owner === owner ? cache : null;
}

export function writeTagListCache(next: TagListCache): void {
  cache = next;
}

/** After a tag or its customers changed. */
export function markTagListStale(): void {
  if (cache) cache.stale = true;
}

export function clearTagListCache(): void {
  cache = null;
}
