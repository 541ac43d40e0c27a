/** @jsxImportSource theme-ui */
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SchemaForm, type BlockProps, type ExtraIssue, type JsonSchema } from '../../../engine';
import registerMerchantSchema from '../../../../schemas/forms/register-merchant.json';
import type { SalemanForm } from '../../api/merchant-register';
import { BootFallback } from '../../app/BootFallback';
import { localized } from '../../layouts/shared/MenuLink';
import { RegisterFrame } from './RegisterFrame';
import { registerStore } from './register-store';

/** `/merchant/register`: the salesperson's account (schemas/forms/register-merchant.json, validated again by the server). */
export default function MerchantRegisterScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const navigate = useNavigate();
  const [form, setForm] = useState<Partial<SalemanForm>>(() => ({ ...(registerStore.saleman ?? {}) }));
  const [issues, setIssues] = useState<ExtraIssue[]>([]);
  const next = (data: SalemanForm) => {
    if (data.password !== data.confirmPassword) {
      setIssues([{ field: '/confirmPassword', messageKey: 'merchant:register.field.confirmMismatch' }]);
      return;
    }
    registerStore.saleman = { ...data, email: data.email ?? '' };
    navigate(localized('/merchant/register/dist', locale));
  };
  return (
    <RegisterFrame step="account" title={t('merchant:register.title')}>
      <p sx={{ m: 0, color: 'textMuted', fontSize: 1 }}>{t('merchant:register.intro')}</p>
      <Suspense fallback={<BootFallback />}>
        <SchemaForm id="register-merchant-form" schema={registerMerchantSchema as JsonSchema} formData={form as Record<string, unknown>}
          uiSchema={{ password: { 'ui:widget': 'password' }, confirmPassword: { 'ui:widget': 'password' }, LineUserToken: { 'ui:widget': 'hidden' } }}
          onChange={(d) => setForm(d as Partial<SalemanForm>)} onSubmit={(d) => next(d as unknown as SalemanForm)} submitLabel="merchant:register.next" extraIssues={issues} />
      </Suspense>
    </RegisterFrame>
  );
}
