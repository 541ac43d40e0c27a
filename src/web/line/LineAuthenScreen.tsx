/** @jsxImportSource theme-ui */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { BlockProps } from '../../engine';
import { fetchLineCallback } from '../api/line';
import { AuthCard } from '../auth/ui/AuthCard';
import { localeFromPath } from '../app/locale';
import { localized } from '../layouts/shared/MenuLink';
import { LineSignInButton } from './LineSignInButton';
import { showToast } from '../widgets/toast-store';
import { finishLineLogin, savePendingLink, startLocale, takeStaffLinkReturn } from './line-login';
import { refusalText } from './refusals';

/**
 * `/line/authen` and `/gateway/line/authen`: LINE sends the browser back here with code and state.
 * The server checks everything (state, PKCE, ID token); this screen signs in, goes to linking, or
 * shows why the callback was refused.
 */
export default function LineAuthenScreen(_props: BlockProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const locale = startLocale(localeFromPath(location.pathname));
  const gateway = location.pathname.includes('/gateway/');
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const q = new URLSearchParams(location.search);
    const code = q.get('code');
    const state = q.get('state');
    if (q.get('error') || !code || !state) {
      setError(q.get('error_description') || t('common:line.refusedTitle'));
      return;
    }
    void (async () => {
      const res = await fetchLineCallback({ code, state });
      if (!res.ok || !res.data) {
        setError(refusalText(res.exception?.Message, t));
        return;
      }
      if (res.data.result === 'link') {
        savePendingLink({ ticket: res.data.ticket, displayName: res.data.displayName });
        navigate(localized('/line/authenuser', locale), { replace: true });
        return;
      }
      if (res.data.result === 'staffLinked') {
        showToast(t('common:line.staffLinked', { name: res.data.displayName }), { kind: 'success' });
        // The saved path already carries its language prefix.
        navigate(takeStaffLinkReturn(res.data.kind), { replace: true });
        return;
      }
      navigate(localized(await finishLineLogin(res.data), locale), { replace: true });
    })();
  }, [location.search, locale, navigate, t]);

  return (
    <AuthCard icon="lock" title={error ? t('common:line.refusedTitle') : t('common:line.signingIn')}>
      {error ? (
        <div sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <p role="alert" data-testid="line-error" sx={{ m: 0, color: 'errorText', textAlign: 'center' }}>{error}</p>
          <LineSignInButton entry={gateway ? 'gateway' : 'web'} />
        </div>
      ) : (
        <p aria-busy="true" sx={{ textAlign: 'center', color: 'textMuted' }}>{t('common:line.signingIn')}</p>
      )}
    </AuthCard>
  );
}
