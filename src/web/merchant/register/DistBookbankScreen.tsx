/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../../engine';
import { shouldSendBankAccount } from '../../../domain/registration';
import { useBanks } from '../../api/merchant-register';
import { localized } from '../../layouts/shared/MenuLink';
import { Button, Select, TextInput } from '../ui/kit';
import { RegisterFrame } from './RegisterFrame';
import { StartOver } from './StartOver';
import { registerStore } from './register-store';
import { submitRegistration } from './submit';

/**
 * `/merchant/register/dist/bookbank`: the centre's bank account, optional (sent only when bank, number
 * and name are all filled); then the registration is sent.
 */
export default function DistBookbankScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const navigate = useNavigate();
  const { saleman, bank } = useSnapshot(registerStore);
  const banks = useBanks();
  const [busy, setBusy] = useState(false);
  if (!saleman) return <StartOver />;
  const set = (patch: Partial<typeof bank>) => { registerStore.bank = { ...registerStore.bank, ...patch }; };
  const complete = shouldSendBankAccount(bank);
  const submit = async () => {
    setBusy(true);
    try {
      if ((await submitRegistration()) === 'ok') {
        navigate(localized(registerStore.result?.NewDistributionCenter ? '/merchant/register/dist/image' : '/merchant/register/success', locale));
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <RegisterFrame step="bank" title={t('merchant:register.bankTitle')}>
      <p sx={{ m: 0, fontSize: 1, color: 'textMuted' }}>{t('merchant:register.bankHint')}</p>
      <Select label={t('merchant:register.field.bank')} value={bank.bankcode ?? ''}
        onChange={(e) => { const b = banks.data?.find((x) => x.bankcode === e.target.value); set({ bankcode: e.target.value, bankname: b?.bankname ?? '' }); }}
        options={[{ value: '', label: '—' }, ...(banks.data ?? []).map((b) => ({ value: b.bankcode, label: `${b.short} ${locale === 'en' ? b.bankname_en : b.bankname}` }))]} />
      <TextInput label={t('merchant:register.field.accountId')} inputMode="numeric" value={bank.accountid ?? ''} maxLength={20} onChange={(e) => set({ accountid: e.target.value.replace(/[^0-9-]/g, '') })} />
      <TextInput label={t('merchant:register.field.accountName')} value={bank.bank_ac_name ?? ''} maxLength={200} onChange={(e) => set({ bank_ac_name: e.target.value })} />
      {!complete && (bank.bankcode || bank.accountid || bank.bank_ac_name) && <p sx={{ m: 0, fontSize: 0, color: 'warningText' }}>{t('merchant:register.bankIncomplete')}</p>}
      <Button busy={busy} onClick={() => void submit()}>{t('merchant:register.submit')}</Button>
    </RegisterFrame>
  );
}
