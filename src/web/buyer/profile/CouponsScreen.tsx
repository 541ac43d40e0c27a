/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht, isCouponUsed } from '../../../domain';
import { couponName, useCoupons } from '../../api/coupons';
import { Badge, Card, EmptyState, PageTitle, Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { bangkokIsoDay, formatDate } from '../../../engine';

/** YYYYMMDD as the order pages show dates ('20 พ.ย. 2569', '20 Nov 2026'). */
function couponDay(d: string, locale: string): string {
  return formatDate(`${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`, 'date', locale);
}

/** Why a coupon cannot be used today, from its days (YYYYMMDD) against today in Bangkok. */
function inactiveReason(c: { DateBegin?: string | null; DateEnd?: string | null }, now = Date.now()): 'expired' | 'notStarted' | 'notActive' {
  const today = bangkokIsoDay(now).replaceAll('-', '');
  if (c.DateEnd && c.DateEnd < today) return 'expired';
  if (c.DateBegin && c.DateBegin > today) return 'notStarted';
  return 'notActive';
}

/** `/profile/mycoupon`: the customer's coupons, usable ones first tab, used ones (_lock Y) in the other. */
export default function CouponsScreen() {
  const { t } = useTranslation();
  const { token, user, viewer, locale } = useBuyer();
  const [tab, setTab] = useState<'usable' | 'used'>('usable');
  const { data, isPending } = useCoupons(token, user?.CUSTOMERCODE ?? '', viewer.saleUnit ?? '', false, false);
  // Coupons that cannot be used today (not started or expired) go after the usable ones.
  const list = (data ?? [])
    .filter((c) => (tab === 'used' ? isCouponUsed(c.Coupon) : !isCouponUsed(c.Coupon)))
    .sort((a, b) => Number(a.Coupon.Active === false) - Number(b.Coupon.Active === false));
  const day = (d?: string | null) => (d && /^\d{8}$/.test(d) ? couponDay(d, locale) : '');
  return (
    <div data-testid="my-coupons">
      <PageTitle>{t('common:title.coupons')}</PageTitle>
      <div role="tablist" sx={{ display: 'flex', gap: 2, mb: 3 }}>
        {(['usable', 'used'] as const).map((k) => (
          <button key={k} role="tab" aria-selected={tab === k} onClick={() => setTab(k)} sx={{ px: 3, py: 1, borderRadius: 'pill', border: '1px solid', borderColor: tab === k ? 'primary' : 'border', bg: tab === k ? 'primary' : 'background', color: tab === k ? 'onPrimary' : 'text', fontFamily: 'body', cursor: 'pointer' }}>
            {t(`buyer:coupon.tab.${k}`)}
          </button>
        ))}
      </div>
      {isPending ? <Skeleton height={160} /> : list.length === 0 ? <Card><EmptyState icon="tag" title={t('buyer:coupon.none')} /></Card> : (
        <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr 1fr', '1fr 1fr 1fr'], gap: 3 }}>
          {list.map((c) => (
            <Card key={c.Coupon.couponid} testId="coupon-card" extra={{ borderLeft: '6px solid', borderColor: tab === 'used' ? 'border' : 'primary', opacity: tab === 'used' ? 0.7 : 1 }}>
              <div sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <strong>{couponName(c, locale)}</strong>
                {tab === 'used' ? <Badge tone="muted">{t('buyer:coupon.used')}</Badge> : c.Coupon.Active === false ? <Badge tone="warning">{t(`buyer:coupon.${inactiveReason(c.Coupon)}`)}</Badge> : null}
              </div>
              <div sx={{ fontSize: 5, fontWeight: 'bold', color: 'primaryText', my: 2 }}>
                {c.Coupon.CouponType === 'percent' ? t('buyer:coupon.percentOff', { value: c.Coupon.Value }) : t('buyer:coupon.bahtOff', { value: formatBaht(Number(c.Coupon.Value ?? 0), locale) })}
              </div>
              <div sx={{ fontSize: 1, color: 'textMuted' }}>
                {t('buyer:coupon.code', { code: c.Coupon.couponid })}
                {Number(c.Coupon.MinimumOrder ?? 0) > 0 && <div>{t('buyer:coupon.minimum', { value: formatBaht(Number(c.Coupon.MinimumOrder), locale) })}</div>}
                {c.Coupon.DateEnd && <div>{t('buyer:coupon.until', { date: day(c.Coupon.DateEnd) })}</div>}
              </div>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
