/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../../engine';
import { apiFetch } from '../../api/client';
import { fetchUpdateMerchantProfile } from '../../api/merchant-register';
import { localized } from '../../layouts/shared/MenuLink';
import { merchantSession } from '../../session/merchant-session';
import { setMerchantSession } from '../../session/staff-actions';
import { showToast } from '../../widgets/toast-store';
import { Button, ButtonLink, Card, Facts, Page, TextInput } from '../ui/kit';
import { StaffLineLink } from '../../line/StaffLineLink';
import { roleName } from '../role-name';

const useLocale = () => { const { i18n } = useTranslation(); return i18n.language === 'en' ? 'en' : 'th'; };

/** `/merchant/profile`: who is signed in, their role and centres. */
export function MerchantProfileScreen(_props: BlockProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { user, dists, selectedDist, token } = useSnapshot(merchantSession);
  if (!user) return <Page title={t('merchant:profile.title')}><Card><p>{t('common:label.loading')}</p></Card></Page>;
  return (
    <Page title={t('merchant:profile.title')} actions={<>
      <ButtonLink to={localized('/merchant/profile/edit', locale)}>{t('merchant:profile.edit')}</ButtonLink>
      <ButtonLink to={localized('/merchant/profile/changePassword', locale)}>{t('merchant:profile.changePassword')}</ButtonLink>
    </>}>
      <Card testId="merchant-profile">
        <Facts rows={[
          [t('merchant:profile.name'), <span data-i18n-data>{String(user.name ?? user.usernames ?? '')}</span>],
          [t('merchant:profile.role'), roleName(t, user)],
          [t('merchant:profile.userId'), String(user.userid)],
          [t('merchant:profile.mobile'), String(user.mobileNo ?? '')],
          [t('merchant:profile.email'), String(user.email ?? '-')],
        ]} />
      </Card>
      <Card title={t('merchant:profile.centres')} actions={<ButtonLink to={localized('/merchant/profile/dc', locale)}>{t('merchant:profile.switch')}</ButtonLink>}>
        <ul sx={{ m: 0, pl: 3, fontSize: 1 }}>
          {dists.map((d) => <li key={d.SaleUnit}>{d.SaleUnit} <span data-i18n-data>{d.DIST_NAME}</span>{d.SaleUnit === selectedDist ? ` · ${t('merchant:profile.current')}` : ''}</li>)}
        </ul>
      </Card>
      <StaffLineLink area="merchant" token={token} />
    </Page>
  );
}

/** `/merchant/profile/edit`: own name and e-mail. */
export function MerchantProfileEditScreen(_props: BlockProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { user, token } = useSnapshot(merchantSession);
  const [name, setName] = useState(String(user?.name ?? ''));
  const [email, setEmail] = useState(String(user?.email ?? ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!name.trim()) return setErrors({ name: t('merchant:register.field.nameRequired') });
    setBusy(true);
    try {
      const res = await fetchUpdateMerchantProfile({ name: name.trim(), email: email.trim() });
      if (res.ok && res.data && token) {
        setMerchantSession(token, res.data.user);
        showToast(t('merchant:kit.saved'), { kind: 'success' });
        navigate(localized('/merchant/profile', locale));
      } else setErrors(Object.fromEntries((res.exception?.Errors ?? []).map((e) => [e.field.replace('/body/', ''), e.field.endsWith('email') ? t('merchant:register.field.emailInvalid') : e.reason])));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Page title={t('merchant:profile.edit')} back={{ to: localized('/merchant/profile', locale), label: t('merchant:profile.title') }}>
      <Card>
        <div sx={{ display: 'grid', gap: 3, maxWidth: 420 }}>
          <TextInput label={t('merchant:profile.name')} value={name} maxLength={200} onChange={(e) => setName(e.target.value)} error={errors.name} />
          <TextInput label={t('merchant:profile.email')} type="email" value={email} maxLength={200} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
          <Button busy={busy} onClick={() => void save()}>{t('merchant:kit.save')}</Button>
        </div>
      </Card>
    </Page>
  );
}

/** `/merchant/profile/changePassword` (POST authen/user/changePassword). */
export function MerchantChangePasswordScreen(_props: BlockProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [form, setForm] = useState({ oldPassword: '', newPassword: '', confirm: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (form.newPassword.length < 8) return setError(t('merchant:register.field.passwordTooShort'));
    if (form.newPassword !== form.confirm) return setError(t('merchant:register.field.confirmMismatch'));
    setBusy(true);
    try {
      const res = await apiFetch<{ status: number }>({ method: 'POST', path: 'authen/user/changePassword', body: { oldPassword: form.oldPassword, newPassword: form.newPassword }, area: 'merchant' }, { expect: [400] });
      if (res.ok) { showToast(t('merchant:profile.passwordChanged'), { kind: 'success' }); navigate(localized('/merchant/profile', locale)); }
      else setError(res.exception?.Errors?.[0]?.field === '/body/oldPassword' ? t('merchant:profile.oldPasswordWrong') : res.exception?.Message ?? null);
    } finally {
      setBusy(false);
    }
  };
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  return (
    <Page title={t('merchant:profile.changePassword')} back={{ to: localized('/merchant/profile', locale), label: t('merchant:profile.title') }}>
      <Card>
        <div sx={{ display: 'grid', gap: 3, maxWidth: 420 }}>
          <TextInput type="password" autoComplete="current-password" label={t('merchant:profile.oldPassword')} value={form.oldPassword} onChange={set('oldPassword')} />
          <TextInput type="password" autoComplete="new-password" label={t('merchant:profile.newPassword')} value={form.newPassword} onChange={set('newPassword')} />
          <TextInput type="password" autoComplete="new-password" label={t('merchant:register.field.confirmPassword')} value={form.confirm} onChange={set('confirm')} error={error} />
          <Button busy={busy} onClick={() => void save()}>{t('merchant:kit.save')}</Button>
        </div>
      </Card>
    </Page>
  );
}
