/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { formatBaht } from '../../../domain';
import { useAgentProducts, type AgentProduct, type AgentUnit } from '../../api/agents';
import { localized } from '../../layouts/shared/MenuLink';
import { rootSession } from '../../session/root-session';
import { cartStore, setLineQuantities } from '../../stores/cart';
import { QuantityStepper } from '../shared/QuantityStepper';
import { Badge, Card, EmptyState, PageTitle, Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { ActingPanel } from './ActingPanel';
import { AgentTabs } from './AgentTabs';

const unitName = (u: AgentUnit, locale: 'th' | 'en') => (locale === 'en' ? u.NameEn || u.Name : u.Name) || u.Code;
const productName = (p: AgentProduct, locale: 'th' | 'en') => (locale === 'en' ? p.NameEn || p.NameTh : p.NameTh);

/** The agent's own view: each product with what they pay and what they charge per unit. */
function AssortmentRow({ p }: { p: AgentProduct }) {
  const { t } = useTranslation();
  const { locale } = useBuyer();
  return (
    <li data-testid="agent-product" data-code={p.P_Code} sx={{ display: 'grid', gridTemplateColumns: ['1fr auto', '1.4fr 2fr auto'], gap: [2, 3], alignItems: 'center', py: 3, borderBottom: '1px solid', borderColor: 'muted' }}>
      <div sx={{ minWidth: 0 }}>
        <div sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }}>{productName(p, locale)}</div>
        <div sx={{ fontSize: 1, color: 'textMuted', display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          {p.P_Code}
          {!p.Visible && <Badge tone="muted">{t('buyer:agents.hidden')}</Badge>}
          {p.Disabled && <Badge tone="error">{t('buyer:agents.notSold')}</Badge>}
        </div>
      </div>
      <ul sx={{ listStyle: 'none', m: 0, p: 0, gridColumn: ['1 / -1', 'auto'], gridRow: [2, 'auto'], fontSize: 1 }}>
        {p.Units.filter((u) => u.Price !== null).map((u) => (
          <li key={u.Unit} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <span sx={{ minWidth: 56 }}>{unitName(u, locale)}</span>
            <strong data-testid={`agent-price-${u.Unit}`}>{formatBaht(u.Price ?? 0, locale)}</strong>
            {u.Cost !== null && <span sx={{ color: 'textMuted' }}>{t('buyer:agents.costShort', { cost: formatBaht(u.Cost, locale) })}</span>}
          </li>
        ))}
      </ul>
      <Link to={localized(`/agents/products/edit/${encodeURIComponent(p.P_Code)}`, locale)} data-testid="agent-product-edit"
        sx={{ variant: 'buttons.outline', px: 3, py: 1, textDecoration: 'none', fontSize: 1, justifySelf: 'end' }}>
        {t('buyer:agents.edit')}
      </Link>
    </li>
  );
}

/** The client's shopping list while the agent orders for them: the agent's prices, quantities straight into the cart. */
function ShoppingRow({ p }: { p: AgentProduct }) {
  const { locale } = useBuyer();
  const { lines } = useSnapshot(cartStore);
  const line = lines.find((l) => l.P_Code === p.P_Code);
  const qty = { qty1: line?.qty1 ?? 0, qty2: line?.qty2 ?? 0, qty3: line?.qty3 ?? 0 };
  return (
    <li data-testid="agent-shop-product" data-code={p.P_Code} sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1.4fr 2fr'], gap: [2, 3], alignItems: 'center', py: 3, borderBottom: '1px solid', borderColor: 'muted' }}>
      <div sx={{ minWidth: 0 }}>
        <div sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }}>{productName(p, locale)}</div>
        <div sx={{ fontSize: 1, color: 'textMuted' }}>{p.P_Code}</div>
      </div>
      <div sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {p.Units.filter((u) => u.Price !== null).map((u) => (
          <div key={u.Unit} sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <span><strong>{formatBaht(u.Price ?? 0, locale)}</strong> / {unitName(u, locale)}</span>
            <QuantityStepper size="small" testId={`agent-qty-${p.P_Code}-${u.Unit}`} unitLabel={unitName(u, locale)} value={qty[`qty${u.Unit}`]}
              onChange={(v) => setLineQuantities(p.P_Code, { ...qty, [`qty${u.Unit}`]: v })} />
          </div>
        ))}
      </div>
    </li>
  );
}

/** `/agents/products`: the agent's own assortment and prices; while ordering for a client, that client's shopping list. */
export default function AgentProductsScreen() {
  const { t } = useTranslation();
  const { token, locale } = useBuyer();
  const { agentProfile } = useSnapshot(rootSession);
  const acting = !!agentProfile;
  const [text, setText] = useState('');
  const q = useAgentProducts(token, text.trim());
  const items = q.data?.Items ?? [];
  return (
    <div data-testid={acting ? 'agent-shop' : 'agent-products'}>
      <PageTitle sub={q.data ? t('buyer:agents.productCount', { count: q.data.Total }) : undefined}
        action={acting
          ? <Link to={localized('/cart', locale)} data-testid="agent-go-cart" sx={{ variant: 'buttons.primary', px: 3, py: 2, textDecoration: 'none', fontSize: 1 }}>{t('buyer:agents.goToCart')}</Link>
          : <Link to={localized('/agents/products/add', locale)} data-testid="agent-product-add" sx={{ variant: 'buttons.primary', px: 3, py: 2, textDecoration: 'none', fontSize: 1 }}>{t('buyer:agents.addProduct')}</Link>}>
        {t(acting ? 'buyer:agents.shopTitle' : 'buyer:agents.productsTitle')}
      </PageTitle>
      {acting ? <ActingPanel /> : <AgentTabs current="products" />}
      <Card>
        <input type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('buyer:agents.searchProducts')} aria-label={t('buyer:agents.searchProducts')}
          sx={{ width: '100%', p: 2, mb: 2, fontSize: 2, fontFamily: 'body', border: '1px solid', borderColor: 'border', borderRadius: 'small', bg: 'background', color: 'text' }} />
        {q.isPending ? <Skeleton height={160} /> : items.length === 0 ? (
          <EmptyState icon="product" title={t(acting ? 'buyer:agents.shopEmpty' : 'buyer:agents.noProducts')} text={acting ? undefined : t('buyer:agents.noProductsText')} />
        ) : (
          <ul sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((p) => (acting ? <ShoppingRow key={p.P_Code} p={p} /> : <AssortmentRow key={p.P_Code} p={p} />))}
          </ul>
        )}
      </Card>
    </div>
  );
}
