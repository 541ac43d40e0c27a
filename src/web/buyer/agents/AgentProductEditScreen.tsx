/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { formatBaht } from '../../../domain';
import { useAgentProduct } from '../../api/agents';
import { fetchProducts } from '../../api/products';
import { localized } from '../../layouts/shared/MenuLink';
import { rootSession } from '../../session/root-session';
import { Card, EmptyState, PageTitle, Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { ActingPanel } from './ActingPanel';
import { AgentProductForm } from './AgentProductForm';

/** Choosing a centre product to offer: the catalogue search at the agent's own prices (what they pay). */
function ProductPicker() {
  const { t } = useTranslation();
  const { viewer, locale } = useBuyer();
  const [text, setText] = useState('');
  const q = useQuery({
    queryKey: ['agents', 'pick', viewer, text.trim()],
    queryFn: () => fetchProducts({ text: text.trim() }, { take: 20, skip: 0 }, viewer.saleUnit),
    enabled: !!viewer.token,
  });
  const items = q.data ?? [];
  return (
    <Card>
      <input type="search" autoFocus value={text} onChange={(e) => setText(e.target.value)} data-testid="agent-pick-search"
        placeholder={t('buyer:agents.pickSearch')} aria-label={t('buyer:agents.pickSearch')}
        sx={{ width: '100%', p: 2, mb: 2, fontSize: 2, fontFamily: 'body', border: '1px solid', borderColor: 'border', borderRadius: 'small', bg: 'background', color: 'text' }} />
      {q.isPending ? <Skeleton height={120} /> : items.length === 0 ? <EmptyState icon="product" title={t('buyer:agents.pickNone')} /> : (
        <ul sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((p) => (
            <li key={p.P_Code} sx={{ borderBottom: '1px solid', borderColor: 'muted' }}>
              <Link to={localized(`/agents/products/add/${encodeURIComponent(p.P_Code)}`, locale)} data-testid="agent-pick" data-code={p.P_Code}
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 2, color: 'text', textDecoration: 'none', '&:hover': { color: 'primaryText' } }}>
                <span sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{locale === 'en' ? p.PRODUCTNAME_EN || p.PRODUCTNAME : p.PRODUCTNAME} <span sx={{ color: 'textMuted', fontSize: 1 }}>{p.P_Code}</span></span>
                <span sx={{ whiteSpace: 'nowrap', fontSize: 1, color: 'textMuted' }}>{t('buyer:agents.youPay', { cost: formatBaht(Number(p.PriceInVat1 ?? 0), locale) })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function ProductEditor({ code, editing }: { code: string; editing: boolean }) {
  const { t } = useTranslation();
  const { token } = useBuyer();
  const q = useAgentProduct(token, code);
  if (q.isPending) return <Skeleton height={200} />;
  if (!q.data) return <EmptyState icon="product" title={t('buyer:agents.productMissing')} />;
  return <AgentProductForm key={q.data.P_Code} product={q.data} editing={editing} />;
}

/** `/agents/products/add/{id?}` (pick a product, then price it) and `/agents/products/edit/{id?}`. */
export function AgentProductScreen({ editing }: { editing: boolean }) {
  const { t } = useTranslation();
  const { locale } = useBuyer();
  const { id = '' } = useParams();
  const { agentProfile } = useSnapshot(rootSession);
  if (editing && !id) return <Navigate to={localized('/agents/products', locale)} replace />;
  return (
    <div data-testid={editing ? 'agent-product-edit-screen' : 'agent-product-add-screen'}>
      <PageTitle action={<Link to={localized('/agents/products', locale)} sx={{ color: 'primaryText', fontWeight: 'bold', fontSize: 1 }}>{t('buyer:agents.backToProducts')}</Link>}>
        {t(editing ? 'buyer:agents.editProduct' : 'buyer:agents.addProduct')}
      </PageTitle>
      {agentProfile ? <ActingPanel /> : id ? <ProductEditor code={id} editing={editing} /> : <ProductPicker />}
    </div>
  );
}

export function AgentProductAddScreen() { return <AgentProductScreen editing={false} />; }
export function AgentProductEditScreen() { return <AgentProductScreen editing />; }
