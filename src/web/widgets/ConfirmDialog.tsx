/** @jsxImportSource theme-ui */
import { useId, type ReactNode } from 'react';
import { useModalFocus } from './use-modal-focus';

/**
 * A modal "are you sure?" before something that cannot be undone from the page (removing an
 * address). WAI-ARIA alertdialog: named by its title, described by its text; focus starts on the
 * safe choice (Cancel, the first control), Tab stays inside, Escape cancels, and focus returns to
 * the control that opened it (useModalFocus). Texts come from the caller, in the page's language.
 */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false, testId = 'confirm-dialog' }: {
  title: string; children: ReactNode; confirmLabel: string; cancelLabel: string;
  onConfirm: () => void; onCancel: () => void; busy?: boolean; testId?: string;
}) {
  const id = useId();
  const dialog = useModalFocus<HTMLDivElement>({ onEscape: onCancel });
  return (
    <div sx={{ position: 'fixed', inset: 0, zIndex: 1400, bg: 'rgba(0,0,0,0.45)', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
      <div ref={dialog} tabIndex={-1} role="alertdialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} data-testid={testId}
        sx={{ bg: 'background', color: 'text', borderRadius: 'default', boxShadow: 'raised', p: 4, maxWidth: 440, width: '100%' }}>
        <h2 id={`${id}-title`} sx={{ fontSize: 3, m: 0, mb: 2 }}>{title}</h2>
        <div id={`${id}-text`} sx={{ mb: 3 }}>{children}</div>
        <div sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <button type="button" disabled={busy} onClick={onCancel} sx={{ variant: 'buttons.outline', px: 3, py: 2, minHeight: 44, fontSize: 2 }}>
            {cancelLabel}
          </button>
          <button type="button" disabled={busy} onClick={onConfirm} // The error tone's text shade as the fill: white on it reaches 4.5:1 (docs/accessibility.md).
            sx={{ bg: 'errorText', color: '#fff', border: 0, borderRadius: 'default', fontFamily: 'body', fontWeight: 'bold', fontSize: 2, cursor: 'pointer', px: 4, py: 2, minHeight: 44 }}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
