/** @jsxImportSource theme-ui */
import { keyframes } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { configStore } from '../app/config-store';
import { rootSession } from '../session/root-session';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** Backdrop after 50 ms and spinner after 100 ms, so quick tasks do not flash a grey screen. */
export const OVERLAY_DELAYS_MS = { backdrop: 50, spinner: 100 } as const;

export function LoadingOverlay() {
  const { loadingOverlay } = useSnapshot(rootSession);
  const { remoteFlags, bundle } = useSnapshot(configStore);
  const skip = (remoteFlags.SKIP_LOADING_ANIMATION ?? bundle?.flags.SKIP_LOADING_ANIMATION) === 'Y';
  const [stage, setStage] = useState(0);
  const { t } = useTranslation();

  useEffect(() => {
    if (!loadingOverlay) {
      setStage(0);
      return;
    }
    if (skip) {
      setStage(2);
      return;
    }
    const a = setTimeout(() => setStage(1), OVERLAY_DELAYS_MS.backdrop);
    const b = setTimeout(() => setStage(2), OVERLAY_DELAYS_MS.spinner);
    return () => {
      clearTimeout(a);
      clearTimeout(b);
    };
  }, [loadingOverlay, skip]);

  if (!loadingOverlay || stage === 0) return null;
  return (
    <div
      role="progressbar"
      aria-busy="true"
      aria-label={t('common:label.loading', 'Loading…')}
      data-testid="loading-overlay"
      sx={{ position: 'fixed', inset: 0, zIndex: 1300, bg: 'rgba(255,255,255,0.6)', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      {stage >= 2 && (
        <span
          data-testid="loading-spinner"
          sx={{ width: 48, height: 48, borderRadius: '50%', border: '4px solid', borderColor: 'muted', borderTopColor: 'primary', animation: `${spin} 0.8s linear infinite` }}
        />
      )}
    </div>
  );
}
