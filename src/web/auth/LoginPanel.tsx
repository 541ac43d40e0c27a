/** @jsxImportSource theme-ui */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localized } from '../layouts/shared/MenuLink';
import { AREA_AUTH, type AuthArea } from './area-auth';
import { useAuthQuery } from './query';
import { AuthCard } from './ui/AuthCard';
import { Field, MOBILE_LENGTH, MOBILE_PATTERN, PrimaryButton } from './ui/fields';

interface Errors {
  mobileNo?: string;
  password?: string;
}

/**
 * Mobile number + password sign-in, shared by the buyer, merchant and rider login pages, with the
 * way to the OTP page of the same area ('Login with OTP'). Server refusals arrive as the fetch
 * wrapper's toasts.
 */
export function LoginPanel({ area, title, subtitle, footer }: { area: AuthArea; title: string; subtitle?: string; footer?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const auth = AREA_AUTH[area];
  const query = useAuthQuery();
  const [mobileNo, setMobileNo] = useState(query.mobileNo);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const check = (): Errors => {
    const next: Errors = {};
    if (!mobileNo) next.mobileNo = t('buyer:auth.mobileRequired');
    else if (!MOBILE_PATTERN.test(mobileNo)) next.mobileNo = t('buyer:auth.mobileInvalid');
    if (!password) next.password = t('buyer:auth.passwordRequired');
    return next;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (found.mobileNo || found.password) return;
    setBusy(true);
    try {
      const result = await auth.passwordLogin({ mobileNo, password }, query.redirect);
      if (result.ok) navigate(localized(result.next, query.locale), { replace: true });
      else setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard icon={auth.icon} title={title} subtitle={subtitle} footer={footer}>
      <form onSubmit={submit} noValidate data-testid={`${area}-login-form`}>
        <Field
          label={t('buyer:auth.mobileNo')}
          type="tel"
          name="mobileNo"
          autoComplete="username"
          placeholder="08xxxxxxxx"
          digits={MOBILE_LENGTH}
          value={mobileNo}
          onChange={setMobileNo}
          error={errors.mobileNo}
        />
        <Field
          label={t('buyer:auth.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <PrimaryButton busy={busy}>{t('buyer:auth.login')}</PrimaryButton>
      </form>
      <div sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 3, color: 'textMuted', fontSize: 0, '&::before, &::after': { content: '""', flex: 1, borderTop: '1px solid', borderColor: 'border' } }}>
        {t('buyer:auth.or')}
      </div>
      <button
        type="button"
        onClick={() => navigate(query.link(auth.otpPath, { mobileNo }))}
        sx={{ variant: 'buttons.outline', width: '100%', py: '10px', fontSize: 2, fontFamily: 'body' }}
      >
        {t('buyer:auth.loginWithOtp')}
      </button>
    </AuthCard>
  );
}

