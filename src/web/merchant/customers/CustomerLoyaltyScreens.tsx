/** @jsxImportSource theme-ui */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { formatDate, type BlockProps } from '../../../engine';
import { customerPointsQuery, fetchGrantPoints, useCustomerCoupons, useCustomerPoints, type Coupon } from '../../api/merchant-customers';
import { localized } from '../../layouts/shared/MenuLink';
import { merchantSession } from '../../session/merchant-session';
import { amountLabel } from '../home/labels';
import { dateTimeLabel } from '../orders/status';
import { Button, ButtonLink, Card, Empty, Facts, Page, Pill, TextInput } from '../ui/kit';

const STATE_COLOUR: Record<Coupon['State'], string> = { Usable: 'success', Used: 'textMuted', Expired: 'error', NotYet: 'info' };

function useCustomerParams() {
  const { code = '', saleunit = '' } = useParams();
  const { t, i18n } = useTranslation();
  const locale: 'th' | 'en' = i18n.language === 'en' ? 'en' : 'th';
  const base = `/merchant/customer/${encodeURIComponent(code)}/${encodeURIComponent(saleunit)}`;
  return { code, saleunit, t, locale, base, back: { to: localized(base, locale), label: t('merchant:kit.back') } };
}

function couponValue(c: Coupon, locale: string): string {
  return c.Type === 'percent' ? `${c.Value}%` : `${amountLabel(c.Value, locale)} ฿`;
}

/** `/merchant/customer/{code}/{saleunit}/coupon`: the customer's coupons for this centre and their state today. */
export function CustomerCouponScreen(_props: BlockProps) {
  const { code, saleunit, t, locale, base, back } = useCustomerParams();
  const { token } = useSnapshot(merchantSession);
  const { data, isPending } = useCustomerCoupons(token, code, saleunit);
  return (
    <Page title={t('merchant:customer.coupons')} subtitle={`${code} · ${saleunit}`} back={back}>
      <Card>
        {isPending && <Empty>{t('common:label.loading')}</Empty>}
        {data?.length === 0 && <Empty>{t('merchant:customer.noCoupons')}</Empty>}
        <ul sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {(data ?? []).map((c) => (
            <li key={c.CouponId} data-testid="coupon" sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 2, borderBottom: '1px solid', borderColor: 'border' }}>
              <strong sx={{ minWidth: 72, color: 'primaryText' }}>{couponValue(c, locale)}</strong>
              <div sx={{ flex: 1, minWidth: 0 }}>
                <span sx={{ display: 'block', fontSize: 1 }}>{locale === 'en' ? c.NameEn : c.Name}</span>
                <span sx={{ fontSize: 0, color: 'textMuted' }}>{c.CouponId}{c.DateEnd ? ` · ${t('merchant:customer.until', { date: formatDate(c.DateEnd, 'date', locale) })}` : ''}</span>
              </div>
              <Pill color={STATE_COLOUR[c.State]}>{t(`merchant:customer.couponState.${c.State}`)}</Pill>
              <ButtonLink to={localized(`${base}/coupon/result?id=${encodeURIComponent(c.CouponId)}`, locale)}>{t('merchant:customer.details')}</ButtonLink>
            </li>
          ))}
        </ul>
      </Card>
    </Page>
  );
}

/** `/coupon/result?id=`: one coupon in full, with whether the customer can use it today and on what order. */
export function CustomerCouponResultScreen(_props: BlockProps) {
  const { code, saleunit, t, locale, base } = useCustomerParams();
  const [params] = useSearchParams();
  const { token } = useSnapshot(merchantSession);
  const { data, isPending } = useCustomerCoupons(token, code, saleunit);
  const c = data?.find((x) => x.CouponId === params.get('id'));
  const back = { to: localized(`${base}/coupon`, locale), label: t('merchant:customer.coupons') };
  if (isPending) return <Page title={t('merchant:customer.coupons')} back={back}><Empty>{t('common:label.loading')}</Empty></Page>;
  if (!c) return <Page title={t('merchant:customer.coupons')} back={back}><Card><Empty>{t('merchant:customer.couponNotFound')}</Empty></Card></Page>;
  return (
    <Page title={locale === 'en' ? c.NameEn : c.Name} subtitle={c.CouponId} back={back}>
      <Card testId="coupon-result">
        <p sx={{ fontSize: 3, fontWeight: 'bold', color: c.State === 'Usable' ? 'successText' : 'errorText', mt: 0 }}>{t(`merchant:customer.couponVerdict.${c.State}`)}</p>
        <Facts rows={[
          [t('merchant:customer.couponValue'), couponValue(c, locale)],
          [t('merchant:customer.minimumOrder'), amountLabel(c.MinimumOrder, locale)],
          ...(c.MaxDiscount > 0 ? [[t('merchant:customer.maxDiscount'), amountLabel(c.MaxDiscount, locale)] as [string, string]] : []),
          [t('merchant:customer.validity'), `${c.DateBegin ?? '-'} – ${c.DateEnd ?? '-'}`],
          ...(c.OrderId ? [[t('merchant:customer.usedOn'), c.OrderId] as [string, string]] : []),
        ]} />
      </Card>
    </Page>
  );
}

/** `/merchant/customer/{code}/{saleunit}/point`: balance, latest movements, and a goodwill grant. */
export function CustomerPointScreen(_props: BlockProps) {
  const { code, saleunit, t, locale, base, back } = useCustomerParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token } = useSnapshot(merchantSession);
  const { data, isPending } = useCustomerPoints(token, code, saleunit);
  const [points, setPoints] = useState('');
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const grant = async () => {
    const n = Number(points);
    if (!Number.isInteger(n) || n < 1 || n > 10_000) return setError(t('merchant:customer.pointsRange'));
    if (!remark.trim()) return setError(t('merchant:order.reasonRequired'));
    setBusy(true);
    try {
      const res = await fetchGrantPoints(code, saleunit, { Points: n, Remark: remark.trim() });
      if (res.ok && res.data) {
        await queryClient.invalidateQueries({ queryKey: customerPointsQuery(token, code, saleunit).queryKey });
        navigate(localized(`${base}/point/result?granted=${res.data.Granted}&before=${res.data.Before}&balance=${res.data.Balance}`, locale));
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Page title={t('merchant:customer.points')} subtitle={`${code} · ${saleunit}`} back={back}>
      <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', null, '1fr 1fr'], gap: 3 }}>
        <Card title={t('merchant:customer.balance')} testId="points-balance">
          {isPending ? <Empty>{t('common:label.loading')}</Empty> : <p sx={{ fontSize: 5, fontWeight: 'bold', m: 0, color: 'primaryText' }}>{amountLabel(data?.Balance ?? 0, locale)}</p>}
        </Card>
        <Card title={t('merchant:customer.grantPoints')}>
          <div sx={{ display: 'grid', gap: 2 }}>
            <TextInput label={t('merchant:customer.pointsToGrant')} inputMode="numeric" value={points} maxLength={5} onChange={(e) => setPoints(e.target.value.replace(/\D/g, ''))} />
            <TextInput label={t('merchant:order.reason')} value={remark} maxLength={200} onChange={(e) => setRemark(e.target.value)} error={error} />
            <Button busy={busy} onClick={() => void grant()}>{t('merchant:customer.grant')}</Button>
          </div>
        </Card>
      </div>
      <Card title={t('merchant:customer.pointHistory')}>
        {data?.Data.length === 0 && <Empty>{t('merchant:customer.noPoints')}</Empty>}
        <ul sx={{ listStyle: 'none', m: 0, p: 0, fontSize: 1 }}>
          {(data?.Data ?? []).map((p) => (
            <li key={p.Id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 2, borderBottom: '1px solid', borderColor: 'border' }}>
              <span>{p.Remark || p.Kind}<span sx={{ display: 'block', fontSize: 0, color: 'textMuted' }}>{dateTimeLabel(p.CreatedAt, locale)}{p.ExpiresOn ? ` · ${t('merchant:customer.until', { date: formatDate(p.ExpiresOn, 'date', locale) })}` : ''}</span></span>
              <strong sx={{ color: p.Points < 0 || p.Kind === 'spend' ? 'errorText' : 'successText', whiteSpace: 'nowrap' }}>{p.Kind === 'spend' ? '-' : '+'}{amountLabel(Math.abs(p.Points), locale)}</strong>
            </li>
          ))}
        </ul>
      </Card>
    </Page>
  );
}

/** `/point/result`: what the grant did (before, granted, new balance). */
export function CustomerPointResultScreen(_props: BlockProps) {
  const { code, saleunit, t, locale, base } = useCustomerParams();
  const [params] = useSearchParams();
  const n = (k: string) => Number(params.get(k) ?? 0);
  return (
    <Page title={t('merchant:customer.grantDone')} subtitle={`${code} · ${saleunit}`} back={{ to: localized(`${base}/point`, locale), label: t('merchant:customer.points') }}>
      <Card testId="points-result">
        <Facts rows={[
          [t('merchant:customer.before'), amountLabel(n('before'), locale)],
          [t('merchant:customer.granted'), `+${amountLabel(n('granted'), locale)}`],
          [<strong key="l">{t('merchant:customer.balance')}</strong>, <strong key="v">{amountLabel(n('balance'), locale)}</strong>],
        ]} />
        <div sx={{ mt: 3 }}><ButtonLink to={localized(base, locale)}>{t('merchant:customer.backToCustomer')}</ButtonLink></div>
      </Card>
    </Page>
  );
}
