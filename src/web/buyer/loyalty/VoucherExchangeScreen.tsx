/** @jsxImportSource theme-ui */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBaht, formatPoints } from '../../../domain';
import { usePoints } from '../../api/points';
import { useExchangeVoucher, useVoucherCatalog } from '../../api/vouchers';
import { localized } from '../../layouts/shared/MenuLink';
import { showToast } from '../../widgets/toast-store';
import { Button, Card, EmptyState, PageTitle, Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';

const newKey = () => `vx-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * `/voucher/points`: vouchers the customer can buy with points. A click exchanges (one
 * Idempotency-Key per click); a shortfall comes back as the spec's info toast
 * 'Points usage failed due to Insufficient value or expired' (the API client shows it).
 */
export default function VoucherExchangeScreen() {
  const { t } = useTranslation();
  const { token, locale, authenticated } = useBuyer();
  const balance = usePoints(token, authenticated);
  const { data, isPending } = useVoucherCatalog(token);
  const exchange = useExchangeVoucher();
  const [last, setLast] = useState<string | null>(null);
  const keys = useRef(new Map<number, string>());
  const pts = (n: number) => formatPoints(n, locale, t('common:terms.points'));
  const onExchange = async (id: number) => {
    const key = keys.current.get(id) ?? newKey();
    keys.current.set(id, key);
    const coupon = await exchange.mutateAsync({ voucherId: id, key });
    keys.current.delete(id);
    if (coupon) {
      setLast(coupon);
      showToast(t('buyer:loyalty.exchanged'), { kind: 'success' });
    }
  };
  return (
    <div data-testid="voucher-exchange" sx={{ display: 'grid', gap: 3 }}>
      <PageTitle sub={<span data-testid="points-balance">{t('buyer:loyalty.balance')}: {balance.isPending ? '…' : pts(Number(balance.data ?? 0))}</span>}>
        {t('buyer:loyalty.exchangeTitle')}
      </PageTitle>
      {last && (
        <Card testId="exchange-done">
          {t('buyer:loyalty.exchangedCode', { code: last })} <Link to={localized('/voucher/coupon', locale)}>{t('buyer:loyalty.myVouchers')}</Link>
        </Card>
      )}
      {isPending ? <Skeleton height={160} /> : !data || data.length === 0 ? <Card><EmptyState icon="tag" title={t('buyer:loyalty.noVouchers')} /></Card> : (
        <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr 1fr', '1fr 1fr 1fr'], gap: 3 }}>
          {data.map((v) => (
            <Card key={v.Id} testId="catalog-voucher">
              <strong>{locale === 'en' ? v.NameEn : v.Name}</strong>
              <div sx={{ fontSize: 5, fontWeight: 'bold', color: 'primaryText', my: 2 }}>
                {v.TypeId === 2 ? t('buyer:coupon.percentOff', { value: v.Value }) : t('buyer:coupon.bahtOff', { value: formatBaht(v.Value, locale) })}
              </div>
              <div sx={{ fontSize: 1, color: 'textMuted', mb: 2 }}>
                {v.MinimumOrder > 0 && <div>{t('buyer:coupon.minimum', { value: formatBaht(v.MinimumOrder, locale) })}</div>}
                <div>{t('buyer:loyalty.validDays', { days: v.ValidDays })}</div>
              </div>
              <Button block disabled={exchange.isPending} onClick={() => void onExchange(v.Id)}>{t('buyer:loyalty.exchangeFor', { points: pts(v.PointsCost) })}</Button>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
