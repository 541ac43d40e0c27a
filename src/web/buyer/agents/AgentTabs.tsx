/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localized } from '../../layouts/shared/MenuLink';
import { useBuyer } from '../shared/use-viewer';

/** Clients | My products: the agent's two lists. */
export function AgentTabs({ current }: { current: 'customers' | 'products' }) {
  const { t } = useTranslation();
  const { locale } = useBuyer();
  const tab = (id: 'customers' | 'products', label: string) => (
    <Link to={localized(`/agents/${id}`, locale)} aria-current={current === id ? 'page' : undefined} data-testid={`agent-tab-${id}`}
      sx={{ px: 3, py: 2, fontWeight: 'bold', textDecoration: 'none', color: current === id ? 'primaryText' : 'textMuted', borderBottom: '3px solid', borderColor: current === id ? 'primary' : 'transparent' }}>
      {label}
    </Link>
  );
  return (
    <nav sx={{ display: 'flex', gap: 2, mb: 3, borderBottom: '1px solid', borderColor: 'border' }}>
      {tab('customers', t('buyer:agents.tabClients'))}
      {tab('products', t('buyer:agents.tabProducts'))}
    </nav>
  );
}
