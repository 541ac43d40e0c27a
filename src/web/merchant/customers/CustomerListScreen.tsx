/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../../engine';
import { useCustomers, type CustomerRow } from '../../api/merchant-customers';
import { useDebounced } from '../../centres/use-debounced';
import { localized } from '../../layouts/shared/MenuLink';
import { merchantSession } from '../../session/merchant-session';
import { Card, Empty, Page, Pager, Select, TextInput } from '../ui/kit';
import { TagList } from './TagList';

const TAKE = 20;

/** `/merchant/customer`: the customers of the salesperson's centres, searchable (500 ms), by centre, pages of 20. */
export default function CustomerListScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const { token, dists } = useSnapshot(merchantSession);
  const [text, setText] = useState('');
  const [saleUnit, setSaleUnit] = useState('');
  const [skip, setSkip] = useState(0);
  const search = useDebounced(text);
  const { data, isPending } = useCustomers(token, { text: search.trim(), saleUnit, skip, take: TAKE });
  const pages = data ? Math.max(1, Math.ceil(data.Total / TAKE)) : 1;
  return (
    <Page title={t('merchant:customers.title')} subtitle={data ? t('merchant:customers.count', { count: data.Total }) : undefined}>
      <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '2fr 1fr'], gap: 3 }}>
        <TextInput type="search" label={t('merchant:orders.search')} placeholder={t('merchant:customers.searchHint')} value={text} onChange={(e) => { setText(e.target.value); setSkip(0); }} />
        <Select label={t('merchant:dashboard.centre')} value={saleUnit} onChange={(e) => { setSaleUnit(e.target.value); setSkip(0); }}
          options={[{ value: '', label: t('merchant:dashboard.allCentres') }, ...dists.map((d) => ({ value: d.SaleUnit, label: `${d.SaleUnit} ${d.DIST_SHORTNAME || d.DIST_NAME || ''}` }))]} />
      </div>
      <Card>
        {isPending && <Empty>{t('common:label.loading')}</Empty>}
        {data?.Data.length === 0 && <Empty>{t('merchant:customers.empty')}</Empty>}
        <CustomerRows rows={data?.Data ?? []} locale={locale} />
        {data && <Pager skip={skip} take={TAKE} total={data.Total} onChange={setSkip} labels={{ previous: t('merchant:kit.previous'), next: t('merchant:kit.next'), page: t('merchant:kit.pageOf', { page: Math.floor(skip / TAKE) + 1, pages }) }} />}
      </Card>
    </Page>
  );
}

export function CustomerRows({ rows, locale, action }: { rows: CustomerRow[]; locale: 'th' | 'en'; action?: (row: CustomerRow) => React.ReactNode }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <ul sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((c) => (
        <li key={`${c.Code}-${c.SaleUnit}`} data-testid="customer-row" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3, borderBottom: '1px solid', borderColor: 'border', '&:last-of-type': { borderBottom: 0 } }}>
          <span aria-hidden="true" sx={{ width: 40, height: 40, flexShrink: 0, borderRadius: '50%', bg: 'highlight', color: 'primaryText', display: 'flex', alignItems: 'center', justifyContent: 'center', fontWeight: 'bold' }}>{c.Name.slice(0, 1)}</span>
          <Link to={localized(`/merchant/customer/profile/${encodeURIComponent(c.Code)}`, locale)} sx={{ flex: 1, minWidth: 0, color: 'text', textDecoration: 'none' }}>
            <strong sx={{ display: 'block', fontSize: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{c.Name}</strong>
            <span sx={{ fontSize: 0, color: 'textMuted' }}>{c.Code} · {c.MobileNo} · {t('merchant:customers.centre', { saleUnit: c.SaleUnit })}{c.NewCustomer === 'Y' ? ` · ${t('merchant:customers.awaiting')}` : ''}</span>
            <TagList tags={c.TagNames} />
          </Link>
          {action?.(c)}
        </li>
      ))}
    </ul>
  );
}
