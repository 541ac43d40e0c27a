/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht, formatPoints } from '../../../domain';
import { useWallet, type WalletItem } from '../../api/vouchers';
import { Badge, Card, EmptyState, PageTitle, Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { formatDate } from '../../../engine';

function day(iso: string | null, locale: string): string {
  if (!iso) return '';
  return formatDate(iso, 'date', locale);
}

export function VoucherCard({ item, used }: { item: WalletItem; used: boolean }) {
  const { t } = useTranslation();
  const { locale } = useBuyer();
  const c = item.Coupon;
  return (
    <Card testId="voucher-card" extra={{ borderLeft: '6px solid', borderColor: used ? 'border' : 'primary', opacity: used ? 0.7 : 1 }}>
      <div sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <strong>{locale === 'en' ? c.NameEn : c.NameTh}</strong>
        {used ? <Badge tone="muted">{t('buyer:coupon.used')}</Badge> : !c.Active ? <Badge tone="warning">{t('buyer:coupon.notActive')}</Badge> : null}
      </div>
      <div sx={{ fontSize: 5, fontWeight: 'bold', color: 'primaryText', my: 2 }}>
        {c.CouponType === 'percent' ? t('buyer:coupon.percentOff', { value: c.Value }) : t('buyer:coupon.bahtOff', { value: formatBaht(c.Value, locale) })}
      </div>
      <div sx={{ fontSize: 1, color: 'textMuted' }}>
        <div data-testid="voucher-code">{t('buyer:coupon.code', { code: c.couponid })}</div>
        {c.MinimumOrder > 0 && <div>{t('buyer:coupon.minimum', { value: formatBaht(c.MinimumOrder, locale) })}</div>}
        {c.DateEnd && <div>{t('buyer:coupon.until', { date: day(c.DateEnd, locale) })}</div>}
        {item.PointsCost !== null && <div>{t('buyer:loyalty.exchangedFor', { points: formatPoints(item.PointsCost, locale, t('common:terms.points')) })}</div>}
        {used && c.OrderId && <div>{t('buyer:loyalty.usedOn', { order: c.OrderId })}</div>}
      </div>
    </Card>
  );
}

/**
 * `/crm/coupon` (every coupon and voucher), `/crm/discount-coupon` (`typeId` 1: baht off) and
 * `/voucher/coupon` (`onlyVouchers`: the ones bought with points): unused first, used in the other tab
 * (GET api/crm-service/owner/voucher/items, sortBy CouponDefault ascending, or ModifiedAt descending when used);
 * in the unused tab the ones not usable today come last.
 */
export default function VoucherWalletScreen({ typeId, onlyVouchers = false }: { typeId?: 1 | 2; onlyVouchers?: boolean }) {
  const { t } = useTranslation();
  const { token } = useBuyer();
  const [used, setUsed] = useState(false);
  const { data, isPending } = useWallet(token, used, typeId);
  // Coupons that cannot be used today (not started or expired) go after the usable ones, as on
  // /profile/mycoupon (the server's CouponDefault order put an expired one first). Stable sort.
  const items = (data?.items ?? [])
    .filter((i) => !onlyVouchers || i.VoucherId !== null)
    .sort((a, b) => (used ? 0 : Number(!a.Coupon.Active) - Number(!b.Coupon.Active)));
  return (
    <div data-testid="voucher-wallet">
      <PageTitle>{t(onlyVouchers ? 'buyer:loyalty.myVouchers' : 'common:title.coupons')}</PageTitle>
      <div role="tablist" sx={{ display: 'flex', gap: 2, mb: 3 }}>
        {([false, true] as const).map((k) => (
          <button key={String(k)} role="tab" aria-selected={used === k} onClick={() => setUsed(k)} sx={{ px: 3, py: 1, borderRadius: 'pill', border: '1px solid', borderColor: used === k ? 'primary' : 'border', bg: used === k ? 'primary' : 'background', color: used === k ? 'onPrimary' : 'text', fontFamily: 'body', cursor: 'pointer' }}>
            {t(`buyer:coupon.tab.${k ? 'used' : 'usable'}`)}
          </button>
        ))}
      </div>
      {isPending ? <Skeleton height={160} /> : items.length === 0 ? <Card><EmptyState icon="tag" title={t('buyer:coupon.none')} /></Card> : (
        <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr 1fr', '1fr 1fr 1fr'], gap: 3 }}>
          {items.map((i) => <VoucherCard key={i.Id} item={i} used={used} />)}
        </div>
      )}
    </div>
  );
}
