/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { formatBaht } from '../../../domain';
import { AGENT_CLIENT_PAGE, useAgentClient, useAgentClients, type AgentClient } from '../../api/agents';
import { localized } from '../../layouts/shared/MenuLink';
import { rootSession } from '../../session/root-session';
import { withLoadingOverlay } from '../../widgets/loading-store';
import { orderDateTime } from '../payment/dates';
import { Badge, Button, Card, EmptyState, PageTitle, Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { ActingPanel } from './ActingPanel';
import { switchToClient } from './agent-switch';
import { AgentTabs } from './AgentTabs';

function ClientOrders({ code }: { code: string }) {
  const { t } = useTranslation();
  const { token, locale } = useBuyer();
  const q = useAgentClient(token, code);
  if (q.isPending) return <Skeleton height={60} />;
  const orders = q.data?.OrdersList ?? [];
  if (!orders.length) return <p sx={{ color: 'textMuted', fontSize: 1, m: 0 }}>{t('buyer:agents.noOrders')}</p>;
  return (
    <ul data-testid="agent-client-orders" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {orders.map((o) => (
        <li key={o.OrderId} data-order={o.OrderId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', py: 2, borderTop: '1px solid', borderColor: 'muted', fontSize: 1 }}>
          <span><strong>{o.OrderId}</strong> · {orderDateTime(o.At, locale)}</span>
          <span sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            {o.ByAgent && <Badge tone="info">{t('buyer:agents.byYou')}</Badge>}
            <Badge tone="muted">{t(`buyer:agents.status.${o.Status}`, o.Status)}</Badge>
            <strong data-testid="agent-order-total">{formatBaht(o.Total, locale)}</strong>
          </span>
        </li>
      ))}
    </ul>
  );
}

function ClientCard({ c, open, onToggle }: { c: AgentClient; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const { locale } = useBuyer();
  const navigate = useNavigate();
  const orderFor = async () => {
    if (await withLoadingOverlay(() => switchToClient(c.CustomerCode))) navigate(localized('/agents/products', locale));
  };
  return (
    <li data-testid="agent-client" data-code={c.CustomerCode} sx={{ py: 3, borderBottom: '1px solid', borderColor: 'muted' }}>
      <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1.4fr 1fr 1fr auto'], gap: [2, 3], alignItems: 'center' }}>
        <div sx={{ minWidth: 0 }}>
          <div sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }}>{c.CustomerName}</div>
          <div sx={{ fontSize: 1, color: 'textMuted' }}>{c.CustomerCode} · {c.MobileNo}{!c.Active && <> · <Badge tone="error">{t('buyer:agents.inactive')}</Badge></>}</div>
        </div>
        <div sx={{ fontSize: 1 }}>
          <div sx={{ color: 'textMuted' }}>{t('buyer:agents.balance')}</div>
          <strong>{formatBaht(c.CreditBalance, locale)}</strong>
        </div>
        <div sx={{ fontSize: 1 }}>
          <div sx={{ color: 'textMuted' }}>{t('buyer:agents.lastOrder')}</div>
          {c.LastOrder ? <span><strong>{formatBaht(c.LastOrder.Total, locale)}</strong> · {orderDateTime(c.LastOrder.At, locale)}</span> : <span>{t('buyer:agents.noOrdersShort')}</span>}
        </div>
        <div sx={{ display: 'flex', gap: 2, justifyContent: ['flex-start', 'flex-end'], flexWrap: 'wrap' }}>
          <Button size="small" variant="ghost" aria-expanded={open} onClick={onToggle} data-testid="agent-client-orders-toggle">{t('buyer:agents.orders', { count: c.Orders })}</Button>
          <Button size="small" data-testid="agent-order-for" disabled={!c.Active} onClick={() => void orderFor()}>{t('buyer:agents.orderFor')}</Button>
        </div>
      </div>
      {open && <div sx={{ mt: 2 }}><ClientOrders code={c.CustomerCode} /></div>}
    </li>
  );
}

/** `/agents/customers`: the agent's own clients with search, balances and last order; switch into one to order for them. */
export default function AgentCustomersScreen() {
  const { t } = useTranslation();
  const { token, locale } = useBuyer();
  const { agentProfile } = useSnapshot(rootSession);
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState('');
  const [take, setTake] = useState(AGENT_CLIENT_PAGE);
  const openCode = params.get('client') ?? '';
  const q = useAgentClients(agentProfile ? null : token, text.trim(), take);
  const items = q.data?.Items ?? [];
  if (agentProfile) return <div data-testid="agent-customers"><PageTitle>{t('common:menu.myClients')}</PageTitle><ActingPanel /></div>;
  return (
    <div data-testid="agent-customers">
      <PageTitle sub={q.data ? t('buyer:agents.clientCount', { count: q.data.Total }) : undefined}
        action={<Link to={localized('/agents/register', locale)} data-testid="agent-register-link" sx={{ variant: 'buttons.primary', px: 3, py: 2, textDecoration: 'none', fontSize: 1 }}>{t('buyer:agents.registerClient')}</Link>}>
        {t('common:menu.myClients')}
      </PageTitle>
      <AgentTabs current="customers" />
      <Card>
        <input
          type="search" value={text} onChange={(e) => { setText(e.target.value); setTake(AGENT_CLIENT_PAGE); }}
          placeholder={t('buyer:agents.searchClients')} aria-label={t('buyer:agents.searchClients')}
          sx={{ width: '100%', p: 2, mb: 2, fontSize: 2, fontFamily: 'body', border: '1px solid', borderColor: 'border', borderRadius: 'small', bg: 'background', color: 'text' }}
        />
        {q.isPending ? <Skeleton height={160} /> : items.length === 0 ? (
          <EmptyState icon="agents" title={t(text ? 'buyer:agents.noMatch' : 'buyer:agents.noClients')}
            action={<Link to={localized('/agents/register', locale)} sx={{ variant: 'buttons.primary', display: 'inline-block', px: 4, py: 2, textDecoration: 'none' }}>{t('buyer:agents.registerClient')}</Link>} />
        ) : (
          <>
            <ul sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {items.map((c) => (
                <ClientCard key={c.CustomerCode} c={c} open={openCode === c.CustomerCode}
                  onToggle={() => setParams(openCode === c.CustomerCode ? {} : { client: c.CustomerCode }, { replace: true })} />
              ))}
            </ul>
            {q.data && items.length < q.data.Total && (
              <div sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
                <Button variant="outline" onClick={() => setTake(take + AGENT_CLIENT_PAGE)}>{t('common:action.loadMore')}</Button>
              </div>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
