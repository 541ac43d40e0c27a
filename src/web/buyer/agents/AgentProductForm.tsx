/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { formatBaht } from '../../../domain';
import { fetchRemoveAgentProduct, fetchSaveAgentProduct, type AgentProduct } from '../../api/agents';
import { localized } from '../../layouts/shared/MenuLink';
import { withLoadingOverlay } from '../../widgets/loading-store';
import { showToast } from '../../widgets/toast-store';
import { Button, Card } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { priceIssues, type PriceIssue } from './price-rules';

type Drafts = Record<1 | 2 | 3, string>;

/** The agent's price per unit (VAT included) beside what they pay, and whether clients see the product. */
export function AgentProductForm({ product, editing }: { product: AgentProduct; editing: boolean }) {
  const { t } = useTranslation();
  const { locale } = useBuyer();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Drafts>(() => {
    const d: Drafts = { 1: '', 2: '', 3: '' };
    for (const u of product.Units) d[u.Unit] = u.Price === null ? '' : String(u.Price);
    return d;
  });
  const [visible, setVisible] = useState(product.Visible);
  const [issues, setIssues] = useState<PriceIssue[]>([]);
  const message = (i: PriceIssue) => (i.key ? t(i.key, { cost: i.cost === undefined ? '' : formatBaht(i.cost, locale) }) : i.text ?? '');
  const issueOf = (unit: number) => issues.filter((i) => i.unit === unit);

  const save = async () => {
    const found = priceIssues(product.Units, drafts);
    setIssues(found);
    if (found.length) return;
    const body = { visible, price1: null as number | null, price2: null as number | null, price3: null as number | null };
    for (const u of product.Units) body[`price${u.Unit}`] = drafts[u.Unit].trim() === '' ? null : Number(drafts[u.Unit]);
    const res = await withLoadingOverlay(() => fetchSaveAgentProduct(product.P_Code, body));
    if (res.status === 400 && res.exception) {
      setIssues((res.exception.Errors ?? []).map((e) => {
        const unit = Number(/price(\d)/.exec(e.field)?.[1] ?? 1);
        const cost = product.Units.find((u) => u.Unit === unit)?.Cost ?? undefined;
        if (e.reason.startsWith('price below cost')) return { unit, key: 'buyer:agents.priceBelowCost', cost };
        if (e.reason.startsWith('unit missing')) return { unit, key: 'buyer:agents.unitMissing' };
        return { unit, text: e.reason };
      }));
      return;
    }
    if (!res.ok) return;
    await queryClient.invalidateQueries({ queryKey: ['agents'] });
    showToast(t('buyer:agents.saved'), { kind: 'success' });
    navigate(localized('/agents/products', locale));
  };

  const remove = async () => {
    const res = await withLoadingOverlay(() => fetchRemoveAgentProduct(product.P_Code));
    if (!res.ok) return;
    await queryClient.invalidateQueries({ queryKey: ['agents'] });
    showToast(t('buyer:agents.removed'), { kind: 'success' });
    navigate(localized('/agents/products', locale));
  };

  return (
    <Card extra={{ maxWidth: 640 }}>
      <form data-testid="agent-product-form" noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <h2 sx={{ fontSize: 3, m: 0, overflowWrap: 'anywhere' }}>{locale === 'en' ? product.NameEn || product.NameTh : product.NameTh}</h2>
        <p sx={{ color: 'textMuted', fontSize: 1, mt: 1 }}>{product.P_Code} · {t('buyer:agents.priceHelp')}</p>
        {product.Units.map((u) => {
          const id = `agent-price-${u.Unit}`;
          const errs = issueOf(u.Unit);
          const name = (locale === 'en' ? u.NameEn || u.Name : u.Name) || u.Code;
          return (
            <div key={u.Unit} sx={{ mb: 3 }}>
              <label htmlFor={id} sx={{ display: 'block', fontWeight: 'bold', mb: 1 }}>{t('buyer:agents.priceFor', { unit: name })}</label>
              <div sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                <input id={id} data-testid={id} inputMode="decimal" value={drafts[u.Unit]} aria-invalid={errs.length > 0} aria-describedby={`${id}-cost`}
                  onChange={(e) => setDrafts({ ...drafts, [u.Unit]: e.target.value.replace(/[^0-9.]/g, '') })}
                  sx={{ width: 160, p: 2, fontSize: 2, fontFamily: 'body', border: '1px solid', borderColor: errs.length ? 'error' : 'border', borderRadius: 'small', bg: 'background', color: 'text' }} />
                <span id={`${id}-cost`} sx={{ fontSize: 1, color: 'textMuted' }}>{u.Cost !== null && t('buyer:agents.youPay', { cost: formatBaht(u.Cost, locale) })}</span>
              </div>
              {errs.map((i, n) => <p key={n} role="alert" data-testid={`${id}-error`} sx={{ color: 'errorText', fontSize: 1, m: 0, mt: 1 }}>{message(i)}</p>)}
            </div>
          );
        })}
        <label sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 3, cursor: 'pointer' }}>
          <input type="checkbox" checked={visible} onChange={(e) => setVisible(e.target.checked)} data-testid="agent-product-visible" />
          {t('buyer:agents.visibleToClients')}
        </label>
        <div sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button type="submit" data-testid="agent-product-save">{t('buyer:agents.save')}</Button>
          {editing && product.InAssortment && <Button variant="danger" onClick={() => void remove()} data-testid="agent-product-remove">{t('buyer:agents.remove')}</Button>}
        </div>
      </form>
    </Card>
  );
}
