/** @jsxImportSource theme-ui */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { formatBaht } from '../../../domain';
import { combinedPaymentQuery, uploadCombinedSlip } from '../../api/payments-combine';
import { localized } from '../../layouts/shared/MenuLink';
import { Card, EmptyState, PageTitle, Row, Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { orderDateTime } from './dates';
import { BankAccountBox } from './BankAccountBox';
import { SlipUpload } from './SlipUpload';
import { QrCard } from './ThaiQr';

/**
 * `/payment/combine/{saleunit?}`: the buyer ticks several orders still waiting for a transfer at one
 * centre and pays them with one transfer — one Thai QR for the sum, one slip for all of them.
 */
export default function PaymentCombineScreen() {
  const { t } = useTranslation();
  const { saleunit } = useParams();
  const { token, locale, viewer } = useBuyer();
  const saleUnit = saleunit || viewer.saleUnit || '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // null = every payable order (the server's default); a list once the buyer changes the ticks.
  const [picked, setPicked] = useState<string[] | null>(null);
  const { data, isPending, isFetching } = useQuery({ ...combinedPaymentQuery(token, saleUnit, picked), placeholderData: keepPreviousData });
  if (!saleUnit) return <Card><EmptyState icon="info" title={t('buyer:payment.nothingToPay')} /></Card>;
  if (isPending) return <Card><Skeleton height={240} /></Card>;
  if (!data || data.Orders.length === 0) {
    return (
      <Card testId="combine-empty">
        <EmptyState icon="check" title={t('buyer:payment.nothingToPay')} action={<Link to={localized('/history', locale)} sx={{ variant: 'buttons.outline', display: 'inline-block', px: 4, py: 2, textDecoration: 'none' }}>{t('buyer:payment.myOrders')}</Link>} />
      </Card>
    );
  }
  const chosen = new Set(data.Chosen);
  const toggle = (id: string) => {
    const next = data.Orders.map((o) => o.OrderID).filter((x) => (x === id ? !chosen.has(x) : chosen.has(x)));
    setPicked(next);
  };
  return (
    <div data-testid="combine-payment">
      <PageTitle sub={t('buyer:payment.combineSub')}>{t('buyer:payment.combineTitle')}</PageTitle>
      <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr', '1fr 1fr'], gap: 3, alignItems: 'start' }}>
        <Card>
          <ul sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {data.Orders.map((o) => (
              <li key={o.OrderID} sx={{ borderBottom: '1px solid', borderColor: 'muted' }}>
                <label sx={{ display: 'flex', alignItems: 'center', gap: 3, py: 2, cursor: 'pointer', minHeight: 48 }}>
                  <input type="checkbox" data-testid="combine-order" data-order={o.OrderID} checked={chosen.has(o.OrderID)} onChange={() => toggle(o.OrderID)} sx={{ width: 20, height: 20, accentColor: 'var(--theme-ui-colors-primary)' }} />
                  <span sx={{ flex: 1 }}>
                    <strong>{o.OrderID}</strong>
                    <span sx={{ display: 'block', fontSize: 1, color: 'textMuted' }}>{orderDateTime(o.CreatedAt, locale)} · {o.MethodLabel[locale]} · {o.StateLabel[locale]}</span>
                  </span>
                  <strong>{formatBaht(o.Total, locale)}</strong>
                </label>
              </li>
            ))}
          </ul>
          <div sx={{ mt: 3 }}>
            <Row label={t('buyer:payment.combineCount', { count: data.Chosen.length })} strong testId="combine-total">{formatBaht(data.Total, locale)}</Row>
          </div>
          {data.BankAccount && data.Chosen.length > 0 && (
            <BankAccountBox account={data.BankAccount} />
          )}
          {data.Qr && data.Chosen.length > 0 && (
            <div sx={{ mt: 3, opacity: isFetching ? 0.5 : 1 }}>
              <QrCard qr={data.Qr} locale={locale} />
            </div>
          )}
        </Card>
        <Card>
          {data.Chosen.length === 0 ? (
            <p sx={{ color: 'textMuted', m: 0 }}>{t('buyer:payment.combinePick')}</p>
          ) : (
            <SlipUpload
              disabled={isFetching}
              send={(file) => uploadCombinedSlip(saleUnit, data.Chosen, file)}
              onDone={async () => {
                await queryClient.invalidateQueries({ queryKey: ['payments'] });
                await queryClient.invalidateQueries({ queryKey: ['orders'] });
                navigate(localized(`/payment/status/submitted?orderid=${encodeURIComponent(data.Chosen[0])}&saleunit=${encodeURIComponent(saleUnit)}&count=${data.Chosen.length}`, locale), { replace: true });
              }}
            />
          )}
        </Card>
      </div>
    </div>
  );
}
