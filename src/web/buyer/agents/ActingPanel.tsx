/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { localized } from '../../layouts/shared/MenuLink';
import { rootSession } from '../../session/root-session';
import type { CustomerUser } from '../../session/types';
import { withLoadingOverlay } from '../../widgets/loading-store';
import { Button, Card } from '../shared/ui';
import { switchBackToAgent } from './agent-switch';

/** While the agent orders for a client: who, and the way back to the agent's own account. */
export function ActingPanel({ back = '/agents/customers' }: { back?: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { user, agentProfile } = useSnapshot(rootSession);
  if (!agentProfile) return null;
  const client = user as CustomerUser | null;
  const code = client?.CUSTOMERCODE ?? '';
  const onBack = async () => {
    if (await withLoadingOverlay(() => switchBackToAgent())) {
      navigate(localized(`${back}?client=${encodeURIComponent(code)}`, i18n.language === 'en' ? 'en' : 'th'));
    }
  };
  return (
    <Card testId="agent-acting" extra={{ bg: 'secondary', color: 'onSecondary', display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
      <div sx={{ minWidth: 0 }}>
        <div sx={{ fontWeight: 'bold' }}>{t('buyer:agents.orderingFor', { name: client?.CUSTOMERNAME ?? code })}</div>
        <div sx={{ fontSize: 1 }}>{t('buyer:agents.mainAccount', { name: (agentProfile as CustomerUser).CUSTOMERNAME ?? '' })}</div>
      </div>
      <Button variant="outline" size="small" data-testid="agent-switch-back" extra={{ bg: 'background', color: 'text' }} onClick={() => void onBack()}>
        {t('buyer:agents.switchBack')}
      </Button>
    </Card>
  );
}
