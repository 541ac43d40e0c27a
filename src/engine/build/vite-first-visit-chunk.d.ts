import type { Rolldown } from 'vite';

export function firstVisitGroup(options: {
  /** The chunk's name. */
  name: string;
  /** The app's entry module (absolute id). */
  entry: string;
  /** The area's own lazy entry points (absolute ids): what is reached only through them may be captured. */
  doors: string[];
  /** The modules whose static graph the first visit runs (absolute ids). */
  roots: string[];
  priority?: number;
}): Rolldown.CodeSplittingGroup;

export function sharedFirstVisitGroup(options: {
  /** The chunk's name. */
  name: string;
  /** The modules whose static graph the first visit runs (absolute ids). */
  roots: string[];
  /** Only what these modules' static graphs (absolute ids) hold too. */
  alsoReachedFrom?: string[];
  /** A re-export-only barrel (absolute id): followed only to the modules whose exports are imported by name. */
  barrel?: string | string[];
  /** Which modules the group may take (default: the app's own code). */
  test?: RegExp | ((id: string) => boolean);
  priority?: number;
}): Rolldown.CodeSplittingGroup;

export function entryGroup(options: {
  /** The chunk's name. */
  name: string;
  /** The app's entry module (absolute id). */
  entry: string;
  /** Re-export-only barrels (absolute ids): followed only to the modules whose exports are imported by name. */
  barrels?: string[];
  /** Which modules the group may take (default: the app's own code). */
  test?: RegExp | ((id: string) => boolean);
  priority?: number;
}): Rolldown.CodeSplittingGroup;
