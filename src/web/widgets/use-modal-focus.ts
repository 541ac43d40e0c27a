import { useEffect, useRef } from 'react';

/**
 * The one way a modal dialog handles the keyboard (WCAG 2.1.2, 2.4.3; issue 19): focus moves into
 * the dialog when it opens, Tab and Shift+Tab cycle inside it, Escape calls `onEscape` (leave it
 * out where the dialog may not be dismissed: then Escape does nothing) and focus goes back to the
 * control that opened it when it closes. A dialog opened above another (the LINE invitation above
 * the centre picker) takes the keyboard until it closes.
 *
 * This is the WAI-ARIA dialog pattern written out rather than the focus-trap library (issue 13):
 * the centre picker opens by itself on a first visit, so whatever it needs is first JS, and
 * focus-trap with tabbable was 6.3 KB gzip of it for four things these dialogs use. A Tab that
 * escapes anyway (a control the list below misjudges) is brought back by the focusin guard.
 *
 * Put the returned ref on the element with role="dialog". Everything happens in an effect, so the
 * server render never touches window or document.
 */
export function useModalFocus<T extends HTMLElement>({ active = true, onEscape }: { active?: boolean; onEscape?: () => void } = {}) {
  const ref = useRef<T>(null);
  // The latest onEscape, read when Escape is pressed: a new closure per render must not rebuild the trap.
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });
  const closable = onEscape !== undefined;
  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    return trapFocus(container, () => {
      if (closable) escape.current?.();
    });
  }, [active, closable]);
  return ref;
}

/** Open dialogs, the one holding the keyboard last. */
const open: HTMLElement[] = [];
/** The Escape a dialog already answered: closing the top one must not let the next one see it too. */
let answered: Event | null = null;

const CANDIDATES = 'a[href],area[href],button,input:not([type="hidden"]),select,textarea,iframe,summary,audio[controls],video[controls],[contenteditable]:not([contenteditable="false"]),[tabindex]';

/** The controls Tab stops at, in document order (positive tabindex is not used in this app). */
function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLButtonElement).disabled &&
      !el.closest('[inert]') &&
      // Hidden by display or visibility; jsdom (component tests) has no layout and no checkVisibility.
      (typeof el.checkVisibility !== 'function' || el.checkVisibility({ visibilityProperty: true })),
  );
}

function trapFocus(container: HTMLElement, onEscape: () => void): () => void {
  const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  open.push(container);
  const top = () => open[open.length - 1] === container;
  const enter = (last = false) => {
    const list = tabbables(container);
    (list.length ? list[last ? list.length - 1 : 0] : container).focus();
  };
  // A control inside may have focused itself first (its effect runs before this one): keep it.
  if (!container.contains(document.activeElement)) enter();

  let backwards = false;
  const onKeyDown = (e: KeyboardEvent) => {
    if (!top()) return;
    if (e.key === 'Escape') {
      if (answered === e) return;
      answered = e;
      onEscape();
      return;
    }
    if (e.key !== 'Tab' || e.altKey || e.ctrlKey || e.metaKey) return;
    backwards = e.shiftKey;
    const list = tabbables(container);
    const current = document.activeElement;
    const edge = backwards ? list[0] : list[list.length - 1];
    // At the edge (or on the dialog itself, whose Shift+Tab would leave it): wrap round.
    if (!list.length || current === edge || !container.contains(current) || (backwards && current === container)) {
      e.preventDefault();
      enter(backwards);
    }
  };
  const onFocusIn = (e: FocusEvent) => {
    if (top() && e.target instanceof Node && !container.contains(e.target)) enter(backwards);
  };
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('focusin', onFocusIn, true);
  return () => {
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', onFocusIn, true);
    open.splice(open.indexOf(container), 1);
    const below = open[open.length - 1];
    // Back to the opener, unless it is gone or a dialog still open below does not hold it.
    if (opener?.isConnected && (!below || below.contains(opener))) opener.focus();
    else if (below && !below.contains(document.activeElement)) (tabbables(below)[0] ?? below).focus();
  };
}
