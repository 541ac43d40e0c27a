import { useEffect } from 'react';

/*
 * What a render tells the server beside its HTML: the document title, the HTTP status (a
 * screen that finds nothing says 404) and the icons it drew. Written during the server's render (one render at a time,
 * see src/server/spa/ssr-renderer.ts), read once it finished; in the browser the title goes to
 * document.title after the render and the status is ignored.
 */
interface ServerPageFacts {
  title: string | null;
  status: number | null;
  /** The icon drawings the page drew (their keys in ICON_PATHS). */
  icons: Set<string>;
}

const facts: ServerPageFacts = { title: null, status: null, icons: new Set() };

export function resetServerPage(): void {
  facts.title = null;
  facts.status = null;
  facts.icons = new Set();
}

export function serverPage(): Readonly<ServerPageFacts> {
  return facts;
}

/** The page's title: in the server HTML and, in the browser, on document.title. */
export function useDocumentTitle(title: string): void {
  if (import.meta.env.SSR) facts.title = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Called by Icon during the server's render: the browser gets the drawings the page used. */
export function noteServerIcon(key: string): void {
  facts.icons.add(key);
}

/** A screen that has nothing to show (unknown product, page) answers with this status from the server. */
export function useServerStatus(status: number | null): void {
  if (import.meta.env.SSR && status !== null) facts.status = status;
}
