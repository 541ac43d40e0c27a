/** @jsxImportSource theme-ui */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../../engine';
import { advancePricesQuery, fetchDeleteAdvancePrice, fetchSaveAdvancePrice, unitNameOf, useAdvancePrices } from '../../api/merchant-products';
import { localized } from '../../layouts/shared/MenuLink';
import { merchantSession } from '../../session/merchant-session';
import { showToast } from '../../widgets/toast-store';
import { amountLabel } from '../home/labels';
import { Button, ButtonLink, Card, Empty, Select, DateInput } from '../ui/kit';
import { ProductFrame } from './ProductFrame';
import { useProductPage } from './use-product';
import { bangkokIsoDay } from '../../../engine';
import { serverRefusal } from '../../api/server-texts';

/** Today in Bangkok as YYYY-MM-DD (the default start of a new advance price). */
export function bangkokToday(now = Date.now()): string {
  return bangkokIsoDay(now);
}

/**
 * `/merchant/product/{code}/advanceprice`: the date-ranged prices at one of the salesperson's
 * centres. A new range is created here; each unit's five levels are set on the
 * `/advanceprice/pricelevelunit1..3` pages. The storefront uses one only inside its dates and when
 * it is below the standard price.
 */
export default function AdvancePriceScreen(_props: BlockProps) {
  const page = useProductPage();
  const { t, locale, code } = page;
  const { token, dists, selectedDist } = useSnapshot(merchantSession);
  const queryClient = useQueryClient();
  // The session's centre until staff pick another here; it may arrive after the page (first visit, no centre cookie yet).
  const [picked, setSaleUnit] = useState<string | null>(null);
  const saleUnit = picked ?? selectedDist ?? '';
  const records = useAdvancePrices(token, code, saleUnit);
  const [start, setStart] = useState(bangkokToday());
  const [end, setEnd] = useState(bangkokToday());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: advancePricesQuery(token, code, saleUnit).queryKey });
  const create = async () => {
    if (!start || !end || end < start) return setError(t('merchant:product.rangeInvalid'));
    setBusy(true);
    try {
      const res = await fetchSaveAdvancePrice({ P_Code: code, SaleUnit: saleUnit, DateStart: start, DateEnd: end });
      if (res.ok) { setError(null); await refresh(); showToast(t('merchant:kit.saved'), { kind: 'success' }); }
      else setError(res.exception ? serverRefusal(res.exception) : null);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (dateStart: string) => {
    if ((await fetchDeleteAdvancePrice({ P_Code: code, SaleUnit: saleUnit, DateStart: dateStart })).ok) await refresh();
  };
  const base = `/merchant/product/${encodeURIComponent(code)}/advanceprice`;
  return (
    <ProductFrame page={page}>
      {(product) => {
        const units = [1, 2, 3].slice(0, product.UnitCount);
        return (
          <Card title={t('merchant:product.advanceTitle')}>
            <p sx={{ mt: 0, fontSize: 1, color: 'textMuted' }}>{t('merchant:product.advanceHint')}</p>
            <div sx={{ maxWidth: 360 }}>
              <Select label={t('merchant:dashboard.centre')} value={saleUnit} onChange={(e) => setSaleUnit(e.target.value)}
                options={dists.map((d) => ({ value: d.SaleUnit, label: `${d.SaleUnit} ${d.DIST_SHORTNAME || d.DIST_NAME || ''}` }))} />
            </div>
            {records.data?.length === 0 && <Empty>{t('merchant:product.noAdvance')}</Empty>}
            <ul sx={{ listStyle: 'none', p: 0, my: 3 }}>
              {(records.data ?? []).map((r) => (
                <li key={r.DateStart} data-testid="advance-price" sx={{ py: 2, borderBottom: '1px solid', borderColor: 'border', display: 'grid', gap: 2 }}>
                  <strong>{r.DateStart} – {r.DateEnd}</strong>
                  <span sx={{ fontSize: 1, color: 'textMuted' }}>
                    {units.map((u) => `${unitNameOf(product, u, locale) || u}: ${r[`UNIT${u}PRICELEVEL1`] === null || r[`UNIT${u}PRICELEVEL1`] === undefined ? '-' : amountLabel(Number(r[`UNIT${u}PRICELEVEL1`]), locale)}`).join(' · ')}
                  </span>
                  <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
                    {units.map((u) => (
                      <ButtonLink key={u} to={localized(`${base}/pricelevelunit${u}?dc=${encodeURIComponent(saleUnit)}&start=${r.DateStart}`, locale)}>
                        {t('merchant:product.editUnitPrices', { unit: unitNameOf(product, u, locale) || u })}
                      </ButtonLink>
                    ))}
                    <Button tone="danger" onClick={() => void remove(r.DateStart)}>{t('merchant:product.removeAdvance')}</Button>
                  </div>
                </li>
              ))}
            </ul>
            <div sx={{ display: 'grid', gridTemplateColumns: ['1fr 1fr', '1fr 1fr auto'], gap: 2, alignItems: 'end', maxWidth: 560 }}>
              <DateInput label={t('merchant:product.dateStart')} value={start} onChange={(v) => setStart(v)} />
              <DateInput label={t('merchant:product.dateEnd')} value={end} onChange={(v) => setEnd(v)} error={error} />
              <Button busy={busy} disabled={!saleUnit} onClick={() => void create()}>{t('merchant:product.addAdvance')}</Button>
            </div>
          </Card>
        );
      }}
    </ProductFrame>
  );
}
