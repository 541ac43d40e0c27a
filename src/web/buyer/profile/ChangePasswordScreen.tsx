/** @jsxImportSource theme-ui */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { changePassword } from '../../api/profile';
import { localized } from '../../layouts/shared/MenuLink';
import { withLoadingOverlay } from '../../widgets/loading-store';
import { showToast } from '../../widgets/toast-store';
import { Button, Card, PageTitle } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { serverText } from '../../api/server-texts';

const MIN = 8;

function Field({ id, label, value, onChange, error }: { id: string; label: string; value: string; onChange: (v: string) => void; error?: string | null }) {
  return (
    <div sx={{ mb: 3 }}>
      <label htmlFor={id} sx={{ display: 'block', fontWeight: 'bold', fontSize: 1, mb: 1 }}>{label}</label>
      <input id={id} type="password" autoComplete={id === 'old-password' ? 'current-password' : 'new-password'} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={!!error}
        sx={{ width: '100%', fontFamily: 'body', fontSize: 2, px: 2, py: 2, border: '1px solid', borderColor: error ? 'error' : 'border', borderRadius: 'small' }} />
      {error && <div role="alert" sx={{ color: 'errorText', fontSize: 1, mt: 1 }}>{error}</div>}
    </div>
  );
}

/** `/profile/changePassword`: old password, new password (8+ characters) twice. */
export default function ChangePasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { locale } = useBuyer();
  const [oldPassword, setOld] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const errors = {
    old: !oldPassword ? t('buyer:auth.passwordRequired') : serverError,
    next: next.length < MIN ? t('buyer:register.passwordTooShort') : null,
    confirm: confirm !== next ? t('buyer:register.passwordMismatch') : null,
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    setServerError(null);
    if (!oldPassword || errors.next || errors.confirm) return;
    const res = await withLoadingOverlay(() => changePassword(oldPassword, next));
    if (res.ok) {
      showToast(t('buyer:profile.passwordChanged'), { kind: 'success' });
      navigate(localized('/profile', locale));
    } else if (res.status === 400) setServerError(res.exception ? serverText(res.exception.Message) : t('buyer:profile.passwordWrong'));
  };
  return (
    <div>
      <PageTitle>{t('common:title.changePassword')}</PageTitle>
      <Card extra={{ maxWidth: 480 }}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Field id="old-password" label={t('buyer:profile.oldPassword')} value={oldPassword} onChange={setOld} error={tried ? errors.old : serverError} />
          <Field id="new-password" label={t('buyer:profile.newPassword')} value={next} onChange={setNext} error={tried ? errors.next : null} />
          <Field id="confirm-password" label={t('buyer:register.confirmPassword')} value={confirm} onChange={setConfirm} error={tried ? errors.confirm : null} />
          <Button type="submit" block size="large">{t('common:action.save')}</Button>
        </form>
      </Card>
    </div>
  );
}
