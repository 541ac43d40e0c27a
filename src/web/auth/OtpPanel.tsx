/** @jsxImportSource theme-ui */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { localized } from '../layouts/shared/MenuLink';
import { dismissToastsOf, showToast } from '../widgets/toast-store';
import { AREA_AUTH, type AuthArea } from './area-auth';
import { useAuthQuery } from './query';
import { AuthCard } from './ui/AuthCard';
import { Field, LinkButton, MOBILE_LENGTH, MOBILE_PATTERN, OTP_LENGTH, PrimaryButton } from './ui/fields';

/** The server's cool-down between two codes for one number. */
export const RESEND_SECONDS = 60;

function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

/**
 * OTP sign-in in two steps: the mobile number (request a code), then the 6 digits with the
 * reference. 'Code has been sent' confirms each code; 'Invalid OTP Code', 'OTP attempt limit exceed'
 * and 'Waiting for {num} seconds and try again.' come from the server through the wrapper's toasts.
 */
export function OtpPanel({ area, title }: { area: AuthArea; title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const auth = AREA_AUTH[area];
  const query = useAuthQuery();
  const [mobileNo, setMobileNo] = useState(query.mobileNo);
  const [refCode, setRefCode] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resendIn, setResendIn] = useCountdown();

  const request = async () => {
    if (!MOBILE_PATTERN.test(mobileNo)) {
      setError(t(mobileNo ? 'buyer:auth.mobileInvalid' : 'buyer:auth.mobileRequired'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const res = await auth.requestOtp(mobileNo);
      if (res.ok && res.data?.refCode) {
        setRefCode(res.data.refCode);
        setOtp('');
        setResendIn(RESEND_SECONDS);
        showToast(t('buyer:auth.codeSent'), { kind: 'success' });
      }
    } finally {
      setBusy(false);
    }
  };

  const verify = async () => {
    if (!refCode) return;
    if (otp.length !== OTP_LENGTH) {
      setError(t('buyer:auth.otpIncomplete'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const result = await auth.verifyOtp({ mobileNo, otp, refCode }, query.redirect);
      if (result.ok) {
        // The refusals of earlier tries ('Invalid OTP Code', 5-second info toasts) are answered now: they would
        // otherwise stay over the page the code just signed into.
        dismissToastsOf('info');
        navigate(localized(result.next, query.locale), { replace: true });
      }
      else setOtp('');
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (refCode ? verify() : request());
  };

  const footer = (
    <Link to={query.link(auth.loginPath, { mobileNo })} sx={{ color: 'secondaryText' }}>
      {t('buyer:auth.loginWithPassword')}
    </Link>
  );

  return (
    <AuthCard icon="lock" title={title} subtitle={refCode ? undefined : t('buyer:auth.otpIntro')} footer={footer}>
      <form onSubmit={submit} noValidate data-testid={`${area}-otp-form`}>
        {!refCode ? (
          <>
            <Field
              label={t('buyer:auth.mobileNo')}
              type="tel"
              name="mobileNo"
              autoComplete="tel"
              placeholder="08xxxxxxxx"
              digits={MOBILE_LENGTH}
              value={mobileNo}
              onChange={setMobileNo}
              error={error}
            />
            <PrimaryButton busy={busy}>{t('buyer:auth.requestOtp')}</PrimaryButton>
          </>
        ) : (
          <>
            <p data-testid="otp-sent-to" sx={{ mt: 0, mb: 3, textAlign: 'center', color: 'textMuted', fontSize: 1 }}>
              {t('buyer:auth.otpSentTo', { mobile: mobileNo })}
              <br />
              <strong sx={{ color: 'text' }}>{t('buyer:auth.refCode', { ref: refCode })}</strong>
            </p>
            <Field
              label={t('buyer:auth.otpCode')}
              name="otp"
              autoComplete="one-time-code"
              autoFocus
              digits={OTP_LENGTH}
              big
              value={otp}
              onChange={setOtp}
              error={error}
            />
            <PrimaryButton busy={busy}>{t('buyer:auth.verify')}</PrimaryButton>
            <div sx={{ display: 'flex', justifyContent: 'space-between', mt: 3 }}>
              <LinkButton onClick={() => { setRefCode(null); setOtp(''); setError(null); }}>{t('buyer:auth.changeNumber')}</LinkButton>
              <LinkButton onClick={() => void request()} disabled={busy || resendIn > 0}>
                {resendIn > 0 ? t('buyer:auth.resendIn', { seconds: resendIn }) : t('buyer:auth.resend')}
              </LinkButton>
            </div>
          </>
        )}
      </form>
    </AuthCard>
  );
}
