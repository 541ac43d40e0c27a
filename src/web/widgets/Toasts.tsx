/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { dismissToast, toastStore, type ToastKind } from './toast-store';

const COLOR: Record<ToastKind, string> = { default: 'text', success: 'success', info: 'info', error: 'error' };

/** Toast stack (bottom centre); each toast closes itself after its spec duration. */
export function Toasts() {
  const { toasts } = useSnapshot(toastStore);
  const { t } = useTranslation();
  if (toasts.length === 0) return null;
  return (
    <div
      aria-live="polite"
      sx={{ position: 'fixed', left: '50%', transform: 'translateX(-50%)', bottom: [88, 88, 24], zIndex: 1400, display: 'flex', flexDirection: 'column', gap: 2, width: ['calc(100% - 32px)', 420] }}
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          data-kind={toast.kind}
          sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, bg: COLOR[toast.kind], color: 'background', px: 3, py: 2, borderRadius: 'default', boxShadow: 'raised', fontSize: 1 }}
        >
          <span sx={{ flex: 1, whiteSpace: 'pre-line', pt: '2px' }}>{toast.message}</span>
          <button
            type="button"
            aria-label={t('common:action.close', 'Close')}
            onClick={() => dismissToast(toast.id)}
            sx={{ bg: 'transparent', border: 0, color: 'inherit', cursor: 'pointer', fontSize: 3, lineHeight: 1, p: 0 }}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
