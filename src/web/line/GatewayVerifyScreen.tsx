/** @jsxImportSource theme-ui */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockProps } from '../../engine';
import { fetchLineLoginUrl } from '../api/line';
import { AuthCard } from '../auth/ui/AuthCard';
import { LineSignInButton } from './LineSignInButton';
import { goTo } from './line-login';

/**
 * `/gateway/verify`: the entry opened inside LINE (rich menu / LIFF link). It starts LINE sign-in
 * at once with the gateway callback (`/gateway/line/authen`); the button is there if it could not.
 */
export default function GatewayVerifyScreen(_props: BlockProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void fetchLineLoginUrl('gateway').then((res) => {
      if (res.ok && res.data?.url) goTo(res.data.url);
      else setFailed(true);
    });
  }, []);
  return (
    <AuthCard icon="lock" title={t('common:line.signingIn')}>
      {failed ? <LineSignInButton entry="gateway" /> : <p aria-busy="true" sx={{ textAlign: 'center', color: 'textMuted' }}>{t('common:line.signingIn')}</p>}
    </AuthCard>
  );
}
