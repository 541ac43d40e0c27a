/** @jsxImportSource theme-ui */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../engine';
import { PAGE_SIZE } from '../../domain/constants';
import { PROMOTION_STATUSES, type PromotionStatus } from '../../domain/promotion-status';
import { fetchPromotionList, type PromotionHeaderView, type PromotionListFilter } from '../api/promotions';
import { useDebounced } from '../centres/use-debounced';
import { localized } from '../layouts/shared/MenuLink';
import { merchantSession } from '../session/merchant-session';
import { Button, ButtonLink, Card, Empty, Page, Select, TextInput } from '../merchant/ui/kit';
import { StatusPill } from './ui';

const TAKE = PAGE_SIZE.promotionList;

/**
 * `/merchant/promotion`: filters (status, type, centre, text 500 ms after typing stops), 12 at a
 * time with "load more"; loading stops when a page returns fewer than 12.
 */
export default function PromotionListScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const { token, dists } = useSnapshot(merchantSession);
  const [status, setStatus] = useState<PromotionStatus | ''>('');
  const [type, setType] = useState<PromotionListFilter['PromotionType']>('');
  const [saleUnit, setSaleUnit] = useState('');
  const [text, setText] = useState('');
  const search = useDebounced(text).trim();
  const [items, setItems] = useState<PromotionHeaderView[]>([]);
  const [more, setMore] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = async (skip: number) => {
    setBusy(true);
    const r = await fetchPromotionList({ Status: status, Text: search, PromotionType: type, SaleUnit: saleUnit, Skip: skip, Take: TAKE });
    setBusy(false);
    const page = (r.ok && r.data?.Data) || [];
    setItems((prev) => (skip === 0 ? page : [...prev, ...page]));
    setMore(page.length === TAKE);
  };
  useEffect(() => {
    if (token) void load(0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload on filter change only
  }, [token, status, type, saleUnit, search]);

  const typeLabel = (code: string | null | undefined) => t(`merchant:promotion.type.t${code ?? '1'}`);
  return (
    <Page title={t('merchant:promotion.title')} actions={<ButtonLink tone="primary" to={localized('/merchant/promotion/new', locale)}>{t('merchant:promotion.create')}</ButtonLink>}>
      <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '2fr 1fr 1fr 1fr'], gap: 3 }}>
        <TextInput type="search" label={t('merchant:promotion.search')} value={text} onChange={(e) => setText(e.target.value)} />
        <Select label={t('merchant:promotion.field.status')} value={status} onChange={(e) => setStatus(e.target.value as PromotionStatus | '')}
          options={[{ value: '', label: t('merchant:promotion.all') }, ...PROMOTION_STATUSES.map((s) => ({ value: s, label: t(`merchant:promotion.status.${s}`) }))]} />
        <Select label={t('merchant:promotion.field.type')} value={type} onChange={(e) => setType(e.target.value as PromotionListFilter['PromotionType'])}
          options={[{ value: '', label: t('merchant:promotion.all') }, ...(['1', '2', '3'] as const).map((c) => ({ value: c, label: typeLabel(c) }))]} />
        <Select label={t('merchant:dashboard.centre')} value={saleUnit} onChange={(e) => setSaleUnit(e.target.value)}
          options={[{ value: '', label: t('merchant:dashboard.allCentres') }, ...dists.map((d) => ({ value: d.SaleUnit, label: `${d.SaleUnit} ${d.DIST_SHORTNAME || d.DIST_NAME || ''}` }))]} />
      </div>
      <Card>
        {!busy && items.length === 0 && <Empty>{t('merchant:promotion.empty')}</Empty>}
        <ul sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('merchant:promotion.title')}>
          {items.map((p) => (
            <li key={p.PromotionId} data-testid="promotion-row" sx={{ borderBottom: '1px solid', borderColor: 'border', '&:last-of-type': { borderBottom: 0 } }}>
              <Link to={localized(`/merchant/promotion/${p.PromotionId}`, locale)}
                sx={{ display: 'grid', gridTemplateColumns: ['1fr auto', '2fr 1fr 1fr auto'], gap: 2, alignItems: 'center', py: 3, px: 1, color: 'text', textDecoration: 'none', '&:hover': { bg: 'muted' } }}>
                <div sx={{ minWidth: 0 }}>
                  <strong sx={{ display: 'block', fontSize: 1, overflowWrap: 'anywhere' }}>{p.PromotionName}</strong>
                  <span sx={{ fontSize: 0, color: 'textMuted' }}>#{p.PromotionId} · {p.Opt30} · {p.SaleUnit}</span>
                </div>
                <span sx={{ fontSize: 1, display: ['none', 'block'] }}>{typeLabel(p.PromotionType)}</span>
                <span sx={{ fontSize: 0, color: 'textMuted', gridColumn: ['1 / -1', 'auto'], gridRow: [2, 'auto'] }}>{p.DateBegin} – {p.DateEnd}</span>
                <StatusPill status={p.Status} color={p.StatusColor} />
              </Link>
            </li>
          ))}
        </ul>
        {busy && <Empty>{t('common:label.loading')}</Empty>}
        {more && !busy && <div sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}><Button tone="outline" onClick={() => void load(items.length)}>{t('merchant:promotion.loadMore')}</Button></div>}
      </Card>
    </Page>
  );
}
