import { useEffect } from 'react';

/*
 * What a render tells the server beside its HTML: the document title and the HTTP status (a
 * screen that finds nothing says 404). Written during the server's render (one render at a time,
 * see src/server/spa/ssr-renderer.ts), read once it finished; in the browser the title goes to
 * document.title after the render and the status is ignored.
 */
interface ServerPageFacts {
  title: string | null;
  status: number | null;
}

const facts: ServerPageFacts = { title: null, status: null };

export function resetServerPage(): void {
  facts.title = null;
  facts.status = null;
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

/** A screen that has nothing to show (unknown product, page) answers with this status from the server. */
export function useServerStatus(status: number | null): void {
  if (import.meta.env.SSR && status !== null) facts.status = status;
}
