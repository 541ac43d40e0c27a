/** @jsxImportSource theme-ui */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../domain';
import { adjustPoints, adminVouchersQuery, liabilityQuery, saveVoucher } from '../../api/merchant-loyalty';
import { showToast } from '../../widgets/toast-store';
import { TimeBars } from '../home/Charts';
import { Button, Card, Empty, Facts, Page, Switch, TextInput } from '../ui/kit';

const newKey = () => `adj-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * `/merchant/loyalty` (super admins): points liability (outstanding, expiring per month as a
 * chart), the voucher catalogue with enable/disable, and staff adjustments with a mandatory reason.
 */
export default function LoyaltyAdminScreen() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const client = useQueryClient();
  const liability = useQuery(liabilityQuery());
  const vouchers = useQuery(adminVouchersQuery());
  const [code, setCode] = useState('');
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const n = Number(points);
    const errs: Record<string, string> = {};
    if (!code.trim()) errs.code = t('merchant:loyalty.required');
    if (!points.trim() || !Number.isFinite(n) || n === 0) errs.points = t('merchant:loyalty.pointsInvalid');
    if (reason.trim().length < 3) errs.reason = t('merchant:loyalty.reasonRequired');
    setErrors(errs);
    if (Object.keys(errs).length) return;
    setBusy(true);
    key.current ??= newKey();
    const res = await adjustPoints(code.trim(), n, reason.trim(), key.current);
    setBusy(false);
    if (res.ok && res.data) {
      key.current = null;
      showToast(t('merchant:loyalty.adjusted', { code: code.trim(), balance: formatAmount(res.data.Balance, locale) }), { kind: 'success' });
      setPoints('');
      setReason('');
      await client.invalidateQueries({ queryKey: ['merchant-loyalty'] });
    } else if (res.status === 404) {
      key.current = null;
      setErrors({ code: t('merchant:loyalty.noCustomer') });
    } else if (res.status === 400) {
      key.current = null;
    }
  };

  return (
    <Page title={t('merchant:loyalty.title')}>
      <Card title={t('merchant:loyalty.liability')} testId="loyalty-liability">
        {liability.data ? (
          <>
            <Facts rows={[
              [t('merchant:loyalty.outstanding'), <strong key="o" data-testid="liability-outstanding">{formatAmount(liability.data.Outstanding, locale)}</strong>],
              [t('merchant:loyalty.customers'), formatAmount(liability.data.Customers, locale).replace(/\.00$/, '')],
              [t('merchant:loyalty.expiredToDate'), formatAmount(liability.data.ExpiredToDate, locale)],
            ]} />
            <div sx={{ mt: 3, fontSize: 1, color: 'textMuted' }}>{t('merchant:loyalty.expiringPerMonth')}</div>
            <TimeBars name={t('merchant:loyalty.points')} data={liability.data.Months.map((m) => ({ label: m.Month, value: m.Points }))} />
          </>
        ) : <Empty>{t('merchant:loyalty.loading')}</Empty>}
      </Card>
      <Card title={t('merchant:loyalty.adjustTitle')} testId="loyalty-adjust">
        <form onSubmit={(e) => void submit(e)} noValidate sx={{ display: 'grid', gap: 2, gridTemplateColumns: ['1fr', '1fr 1fr'] }}>
          <TextInput label={t('merchant:loyalty.customerCode')} value={code} onChange={(e) => setCode(e.target.value)} error={errors.code} />
          <TextInput label={t('merchant:loyalty.pointsSigned')} inputMode="decimal" value={points} onChange={(e) => setPoints(e.target.value)} error={errors.points} />
          <div sx={{ gridColumn: ['auto', '1 / span 2'] }}>
            <TextInput label={t('merchant:loyalty.reason')} value={reason} onChange={(e) => setReason(e.target.value)} error={errors.reason} />
          </div>
          <div><Button type="submit" busy={busy}>{t('merchant:loyalty.adjust')}</Button></div>
        </form>
      </Card>
      <Card title={t('merchant:loyalty.vouchers')} testId="loyalty-vouchers">
        {(vouchers.data ?? []).length === 0 ? <Empty>{t('merchant:loyalty.noVouchers')}</Empty> : (
          <table sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 1, '& td, & th': { textAlign: 'left', py: 2, pr: 2, borderBottom: '1px solid', borderColor: 'border' } }}>
            <thead><tr><th>{t('merchant:loyalty.voucher')}</th><th>{t('merchant:loyalty.cost')}</th><th>{t('merchant:loyalty.tag')}</th><th>{t('merchant:loyalty.active')}</th></tr></thead>
            <tbody>
              {(vouchers.data ?? []).map((v) => (
                <tr key={v.Id} data-testid="admin-voucher">
                  <td>{locale === 'en' ? v.NameEn : v.Name}</td>
                  <td>{formatAmount(v.PointsCost, locale)}</td>
                  <td>{v.TargetTag || t('merchant:loyalty.everyone')}</td>
                  <td>
                    <Switch checked={v.Active} label={t('merchant:loyalty.active')} onChange={async (next) => {
                      const res = await saveVoucher({ ...v, Active: next });
                      if (res.ok) await client.invalidateQueries({ queryKey: ['merchant-loyalty', 'vouchers'] });
                    }} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
    </Page>
  );
}
