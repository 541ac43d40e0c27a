/** @jsxImportSource theme-ui */
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { SchemaForm, type BlockProps, type ExtraIssue, type JsonSchema } from '../../../engine';
import customerEditSchema from '../../../../schemas/forms/customer-edit.json';
import { customerProfileQuery, fetchUpdateCustomer, useCustomerProfile, type CustomerEdit } from '../../api/merchant-customers';
import { BootFallback } from '../../app/BootFallback';
import { formPointer } from '../../auth/server-messages';
import { localized } from '../../layouts/shared/MenuLink';
import { merchantSession } from '../../session/merchant-session';
import { showToast } from '../../widgets/toast-store';
import { Card, Empty, Page } from '../ui/kit';
import { serverReason } from '../../api/server-texts';

const text = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));

/**
 * `/merchant/customer/profile/{code}/edit`: the JSON-schema form `schemas/forms/customer-edit.json`,
 * the same schema the server validates the PUT with; the server's field errors land on the fields.
 */
export default function CustomerEditScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { code = '' } = useParams();
  const { token } = useSnapshot(merchantSession);
  const { data, isPending } = useCustomerProfile(token, code);
  const profilePath = localized(`/merchant/customer/profile/${encodeURIComponent(code)}`, locale);
  const back = { to: profilePath, label: t('merchant:customer.profile') };
  if (!code) return <Page title={t('merchant:customer.edit')} back={{ to: localized('/merchant/customer', locale), label: t('merchant:customers.title') }}><Card><Empty>{t('merchant:customer.chooseFirst')}</Empty></Card></Page>;
  if (isPending) return <Page title={t('merchant:customer.edit')} back={back}><Empty>{t('common:label.loading')}</Empty></Page>;
  if (!data) return <Page title={t('merchant:customer.edit')} back={back}><Card><Empty>{t('merchant:customer.notFound')}</Empty></Card></Page>;

  const initial: CustomerEdit = {
    CUSTOMERNAME: text(data.CUSTOMERNAME), Phone: text(data.Phone), Email: text(data.Email), TAXNO: text(data.TAXNO),
    ADDRESS: text(data.ADDRESS), ZIP: text(data.ZIP), RouteStep2: text(data.RouteStep2),
  };
  return (
    <Page title={t('merchant:customer.editTitle', { name: initial.CUSTOMERNAME })} subtitle={code} back={back}>
      <Card>
        <Suspense fallback={<BootFallback />}>
          <EditForm code={code} initial={initial} onSaved={async () => {
            await queryClient.invalidateQueries({ queryKey: customerProfileQuery(token, code).queryKey });
            showToast(t('merchant:kit.saved'), { kind: 'success' });
            navigate(profilePath);
          }} />
        </Suspense>
      </Card>
    </Page>
  );
}

function EditForm({ code, initial, onSaved }: { code: string; initial: CustomerEdit; onSaved: () => Promise<void> }) {
  const [form, setForm] = useState<CustomerEdit>(initial);
  const [issues, setIssues] = useState<ExtraIssue[]>([]);
  const [busy, setBusy] = useState(false);
  const submit = async (next: CustomerEdit) => {
    setBusy(true);
    try {
      const res = await fetchUpdateCustomer(code, next);
      if (res.ok) {
        setIssues([]);
        await onSaved();
      } else if (res.exception?.Errors?.length) {
        setIssues(res.exception.Errors.map((e) => ({ field: formPointer(e.field), message: serverReason(e.reason) })));
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <SchemaForm
      id="customer-edit-form"
      schema={customerEditSchema as JsonSchema}
      formData={form as unknown as Record<string, unknown>}
      onChange={(d) => setForm(d as unknown as CustomerEdit)}
      onSubmit={(d) => void submit(d as unknown as CustomerEdit)}
      submitLabel="merchant:kit.save"
      disabled={busy}
      extraIssues={issues}
    />
  );
}
