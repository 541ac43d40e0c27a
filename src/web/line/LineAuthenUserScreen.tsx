/** @jsxImportSource theme-ui */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { BlockProps } from '../../engine';
import { useLineLink, useLineLinkOtp } from '../api/line';
import { localeFromPath } from '../app/locale';
import { AuthCard } from '../auth/ui/AuthCard';
import { Field, MOBILE_LENGTH, MOBILE_PATTERN, OTP_LENGTH, PrimaryButton } from '../auth/ui/fields';
import { localized } from '../layouts/shared/MenuLink';
import { showToast } from '../widgets/toast-store';
import { finishLineLogin, pendingLink } from './line-login';

/**
 * `/line/authenuser`: a LINE user seen for the first time links to their shop account — the mobile
 * number gets an OTP (the usual rules and messages), the code links and signs in. Afterwards LINE
 * signs them in directly.
 */
export default function LineAuthenUserScreen(_props: BlockProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const locale = localeFromPath(location.pathname);
  const link = pendingLink();
  const sendOtp = useLineLinkOtp();
  const doLink = useLineLink();
  const [mobileNo, setMobileNo] = useState('');
  const [otp, setOtp] = useState('');
  const [refCode, setRefCode] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!link) return <Navigate to={localized('/login', locale)} replace />;

  const request = async () => {
    if (!MOBILE_PATTERN.test(mobileNo)) {
      setError(t(mobileNo ? 'buyer:auth.mobileInvalid' : 'buyer:auth.mobileRequired'));
      return;
    }
    setError(null);
    const res = await sendOtp.mutateAsync({ ticket: link.ticket, mobileNo });
    if (res.ok && res.data?.refCode) {
      setRefCode(res.data.refCode);
      showToast(t('common:line.codeSent'), { kind: 'success' });
    }
  };

  const verify = async () => {
    if (!refCode) return;
    if (otp.length !== OTP_LENGTH) {
      setError(t('buyer:auth.otpIncomplete'));
      return;
    }
    setError(null);
    const res = await doLink.mutateAsync({ ticket: link.ticket, mobileNo, otp, refCode });
    if (res.ok && res.data?.result === 'signedIn') navigate(localized(await finishLineLogin(res.data), locale), { replace: true });
    else setOtp('');
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void (refCode ? verify() : request());
  };

  return (
    <AuthCard icon="lock" title={t('common:line.linkTitle')} subtitle={refCode ? undefined : t('common:line.linkIntro', { name: link.displayName || 'LINE' })}>
      <form onSubmit={submit} noValidate data-testid="line-link-form">
        {!refCode ? (
          <>
            <Field label={t('buyer:auth.mobileNo')} type="tel" name="mobileNo" autoComplete="tel" placeholder="08xxxxxxxx"
              digits={MOBILE_LENGTH} value={mobileNo} onChange={setMobileNo} error={error} />
            <PrimaryButton busy={sendOtp.isPending}>{t('common:line.sendCode')}</PrimaryButton>
          </>
        ) : (
          <>
            <p data-testid="line-ref" sx={{ mt: 0, mb: 3, textAlign: 'center', color: 'textMuted', fontSize: 1 }}>
              {t('buyer:auth.otpSentTo', { mobile: mobileNo })}
              <br />
              <strong sx={{ color: 'text' }}>{t('common:line.refCode', { refCode })}</strong>
            </p>
            <Field label={t('common:line.otp')} name="otp" autoComplete="one-time-code" autoFocus digits={OTP_LENGTH} big
              value={otp} onChange={setOtp} error={error} />
            <PrimaryButton busy={doLink.isPending}>{t('common:line.link')}</PrimaryButton>
          </>
        )}
      </form>
    </AuthCard>
  );
}
