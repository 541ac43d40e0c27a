/** @jsxImportSource theme-ui */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { MAIN_ID } from '../widgets/SkipLink';

/** How long the new page has to set its title (useDocumentTitle runs in its effect) before it is read. */
const TITLE_DELAY_MS = 150;

/**
 * Focus after a client-side navigation (WCAG 2.4.3): a keyboard or screen-reader user who follows
 * a link is taken to the new page's content, not left on the link of the page that is gone. On a
 * change of path (never on the first render: the server's HTML and its hydration keep the focus
 * where the browser put it; never on a query-only change, so typing in a filter keeps the field),
 * focus goes to the page's <main> (every layout's `tabIndex={-1}` landmark, the skip
 * link's target), and the new title is read out by a polite live region. A focus inside an open modal
 * dialog (the centre picker) is left alone. The live region is rendered empty on the server and on
 * the first client render, so hydration matches.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const active = document.activeElement;
    if (active?.closest('[aria-modal="true"]')) return;
    // A field the visitor is typing in (the header search, whose results open a new path) keeps the focus.
    if (active instanceof HTMLElement && (active.matches('input, textarea, select') || active.isContentEditable)) return;
    // <main> rather than the h1: it is there before a lazy screen's heading, draws no ring, and
    // the next Tab reaches the page's first control.
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
    const timer = window.setTimeout(() => setAnnouncement(document.title), TITLE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer"
      sx={{ position: 'absolute', width: 1, height: 1, m: -1, p: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 }}>
      {announcement}
    </div>
  );
}
