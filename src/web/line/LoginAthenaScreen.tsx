/** @jsxImportSource theme-ui */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { BlockProps } from '../../engine';
import { fetchAthenaCallback, fetchAthenaLoginUrl } from '../api/line';
import { localeFromPath } from '../app/locale';
import { afterLoginPath, completeCustomerLogin } from '../auth/customer-login';
import { AuthCard } from '../auth/ui/AuthCard';
import { PrimaryButton } from '../auth/ui/fields';
import { localized } from '../layouts/shared/MenuLink';
import { goTo, startLocale } from './line-login';
import { refusalText } from './refusals';

/**
 * `/login/auth/athena`: sign-in with the tenant's own OpenID Connect provider (ENABLE_ATHENA_LOGIN).
 * Without code/state it offers the button; the provider sends the browser back here with them.
 */
export default function LoginAthenaScreen(_props: BlockProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const locale = startLocale(localeFromPath(location.pathname));
  const q = new URLSearchParams(location.search);
  const code = q.get('code');
  const state = q.get('state');
  const [error, setError] = useState<string | null>(q.get('error_description') ?? q.get('error'));
  const [busy, setBusy] = useState(Boolean(code && state));
  const started = useRef(false);

  useEffect(() => {
    if (!code || !state || started.current) return;
    started.current = true;
    void (async () => {
      const res = await fetchAthenaCallback({ code, state });
      if (!res.ok || !res.data) {
        setError(refusalText(res.exception?.Message, t));
        setBusy(false);
        return;
      }
      const user = await completeCustomerLogin(res.data.jtoken, res.data.user);
      navigate(localized(afterLoginPath(user, null), locale), { replace: true });
    })();
  }, [code, state, locale, navigate, t]);

  const start = async () => {
    setBusy(true);
    const res = await fetchAthenaLoginUrl();
    if (res.ok && res.data?.url) goTo(res.data.url);
    else setBusy(false);
  };

  return (
    <AuthCard icon="lock" title={t('common:line.athenaTitle')}>
      {error && <p role="alert" data-testid="athena-error" sx={{ mt: 0, color: 'errorText', textAlign: 'center' }}>{error}</p>}
      <PrimaryButton type="button" busy={busy} onClick={() => void start()} data-testid="athena-sign-in">{t('common:line.athenaSignIn')}</PrimaryButton>
    </AuthCard>
  );
}
