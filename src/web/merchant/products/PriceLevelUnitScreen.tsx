/** @jsxImportSource theme-ui */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { BlockProps } from '../../../engine';
import { advancePricesQuery, fetchSaveAdvancePrice, unitNameOf, useAdvancePrices, type AdvancePrice, type MerchantProduct, type PriceCells } from '../../api/merchant-products';
import { localized } from '../../layouts/shared/MenuLink';
import { showToast } from '../../widgets/toast-store';
import { Button, Card, Empty, Page, DateInput } from '../ui/kit';
import { PriceGrid, cellsOf, draftOf } from './PriceGrid';
import { ProductNav } from './ProductNav';
import { productTitle, useProductPage } from './use-product';
import { serverRefusal } from '../../api/server-texts';

/**
 * `/merchant/product/{code}/advanceprice/pricelevelunit{1..3}?dc=&start=`: one unit's five levels
 * of one advance price (tax type default '2'), and its dates.
 */
export default function PriceLevelUnitScreen(props: BlockProps) {
  const unit = Number(props.unit) === 2 || Number(props.unit) === 3 ? Number(props.unit) : 1;
  const { t, locale, code, token, product, isPending } = useProductPage();
  const [params] = useSearchParams();
  const dc = params.get('dc') ?? '';
  const start = params.get('start') ?? '';
  const records = useAdvancePrices(token, code, dc);
  const record = records.data?.find((r) => r.DateStart === start);
  const back = { to: localized(`/merchant/product/${encodeURIComponent(code)}/advanceprice`, locale), label: t('merchant:product.advanceTitle') };
  // A page opened without ?dc never asks for records (the query is disabled): not found, not loading.
  if (isPending || records.isLoading) return <Page title={code} back={back}><Empty>{t('common:label.loading')}</Empty></Page>;
  if (!product || !record) return <Page title={code} back={back}><Card><Empty>{t('merchant:product.advanceNotFound')}</Empty></Card></Page>;
  return (
    <Page title={<span data-i18n-data>{productTitle(product, locale)}</span>} subtitle={`${product.P_Code} · ${dc}`} back={back}>
      <ProductNav code={code} />
      <UnitForm key={`${start}-${unit}`} product={product} record={record} unit={unit} dc={dc} backTo={back.to} />
    </Page>
  );
}

function UnitForm({ product, record, unit, dc, backTo }: { product: MerchantProduct; record: AdvancePrice; unit: number; dc: string; backTo: string }) {
  const { t, token, locale } = useProductPage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(record as PriceCells, [unit]));
  const [dates, setDates] = useState({ start: record.DateStart, end: record.DateEnd });
  const [invalid, setInvalid] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const { cells, invalid: bad } = cellsOf(draft);
    setInvalid(bad);
    if (bad.length) return;
    setBusy(true);
    try {
      const res = await fetchSaveAdvancePrice({ P_Code: product.P_Code, SaleUnit: dc, OriginalDateStart: record.DateStart, DateStart: dates.start, DateEnd: dates.end, ...cells });
      if (res.ok) {
        await queryClient.invalidateQueries({ queryKey: advancePricesQuery(token, product.P_Code, dc).queryKey });
        showToast(t('merchant:kit.saved'), { kind: 'success' });
        navigate(backTo);
      } else setError(res.exception ? serverRefusal(res.exception) : null);
    } finally {
      setBusy(false);
    }
  };
  const unitName = unitNameOf(product, unit, locale) || String(unit);
  return (
    <Card title={t('merchant:product.editUnitPrices', { unit: unitName })}>
      <div sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, maxWidth: 420, mb: 3 }}>
        <DateInput label={t('merchant:product.dateStart')} value={dates.start} onChange={(v) => setDates((d) => ({ ...d, start: v }))} />
        <DateInput label={t('merchant:product.dateEnd')} value={dates.end} onChange={(v) => setDates((d) => ({ ...d, end: v }))} error={error} />
      </div>
      <PriceGrid units={[unit]} unitNames={{ [unit]: unitName }} draft={draft} onChange={setDraft} invalid={invalid} />
      {invalid.length > 0 && <p role="alert" sx={{ color: 'errorText', fontSize: 1 }}>{t('merchant:product.priceInvalid')}</p>}
      <div sx={{ mt: 3 }}><Button busy={busy} onClick={() => void save()}>{t('merchant:kit.save')}</Button></div>
    </Card>
  );
}
