import { createFocusTrap } from 'focus-trap';
import { useEffect, useRef } from 'react';

/**
 * The one way a modal dialog handles the keyboard (WCAG 2.1.2, 2.4.3; issue 19): focus moves into
 * the dialog when it opens, Tab and Shift+Tab cycle inside it, Escape calls `onEscape` (leave it
 * out where the dialog may not be dismissed: then Escape does nothing) and focus goes back to the
 * control that opened it when it closes. Built on the focus-trap library, whose stack pauses a
 * dialog while another opens above it (the LINE invitation above the centre picker).
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
    const trap = createFocusTrap(container, {
      // Closing is React state: the trap only reports Escape and is torn down when the dialog unmounts.
      escapeDeactivates: () => {
        if (closable) escape.current?.();
        return false;
      },
      // Backdrops close their dialog by their own onClick; other clicks outside are ignored.
      allowOutsideClick: true,
      // A dialog whose controls are all disabled (busy) still takes focus itself.
      fallbackFocus: container,
      returnFocusOnDeactivate: true,
    });
    trap.activate();
    return () => {
      trap.deactivate();
    };
  }, [active, closable]);
  return ref;
}
