/** @jsxImportSource theme-ui */
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { SchemaForm, type ExtraIssue, type JsonSchema } from '../../../engine';
import clientSchema from '../../../../schemas/forms/agent-client.json';
import { fetchRegisterClient, type NewClient } from '../../api/agents';
import { BootFallback } from '../../app/BootFallback';
import { serverReason, serverText } from '../../api/server-texts';
import { formPointer } from '../../auth/server-messages';
import { localized } from '../../layouts/shared/MenuLink';
import { rootSession } from '../../session/root-session';
import { withLoadingOverlay } from '../../widgets/loading-store';
import { showToast } from '../../widgets/toast-store';
import { Card, FORM_CARD, PageTitle } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { ActingPanel } from './ActingPanel';

const uiSchema = {
  'ui:order': ['name', 'mobileNo', 'email', 'address'],
  mobileNo: { 'ui:inputType': 'tel', 'ui:placeholder': '08xxxxxxxx' },
  email: { 'ui:inputType': 'email' },
  address: { 'ui:widget': 'textarea' },
};

/** `/agents/register`: the agent registers a new client under them (schemas/forms/agent-client.json), at the agent's centre. */
export default function AgentRegisterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { locale } = useBuyer();
  const { agentProfile } = useSnapshot(rootSession);
  const [formData, setFormData] = useState<Partial<NewClient>>({});
  const [issues, setIssues] = useState<ExtraIssue[]>([]);

  const submit = async (data: NewClient) => {
    setFormData(data);
    setIssues([]);
    const res = await withLoadingOverlay(() => fetchRegisterClient(data));
    if (res.status === 409 && res.exception) {
      const message = serverText(res.exception.Message);
      setIssues([{ field: '/mobileNo', message }]);
      showToast(message, { kind: 'error' });
      return;
    }
    if (res.status === 400 && res.exception) {
      setIssues((res.exception.Errors ?? []).map((e) => ({ field: formPointer(e.field), message: serverReason(e.reason) })));
      return;
    }
    if (!res.ok || !res.data) return;
    await queryClient.invalidateQueries({ queryKey: ['agents'] });
    showToast(t('buyer:agents.registered', { name: res.data.Customer.CustomerName }), { kind: 'success' });
    navigate(localized(`/agents/customers?client=${encodeURIComponent(res.data.Customer.CustomerCode)}`, locale));
  };

  return (
    <div data-testid="agent-register">
      <PageTitle sub={t('buyer:agents.registerSub')}>{t('buyer:agents.registerClient')}</PageTitle>
      {agentProfile ? <ActingPanel /> : (
        <Card extra={{ maxWidth: 560, ...FORM_CARD, '& button[type=submit]': { width: '100%', py: '12px', fontSize: 2 } }}>
          <Suspense fallback={<BootFallback />}>
            <SchemaForm
              id="agent-client-form"
              schema={clientSchema as JsonSchema}
              uiSchema={uiSchema}
              formData={formData as Record<string, unknown>}
              onChange={(d) => setFormData(d as Partial<NewClient>)}
              onSubmit={(d) => void submit(d as unknown as NewClient)}
              submitLabel="buyer:agents.registerSubmit"
              extraIssues={issues}
            />
          </Suspense>
        </Card>
      )}
    </div>
  );
}
