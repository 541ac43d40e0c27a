/** @jsxImportSource theme-ui */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { formatBaht } from '../../../domain';
import { usePayment } from '../../api/payments';
import { localized } from '../../layouts/shared/MenuLink';
import { Card, EmptyState, PageTitle, Row, Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { BankAccountBox } from './BankAccountBox';
import { SlipUpload } from './SlipUpload';
import { ThaiQr } from './ThaiQr';

/** `/payment/upload/slip/{saleunit?}?orderid=`: what to pay, where to, and the slip upload. */
export default function PaymentUploadSlipScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { saleunit } = useParams();
  const orderId = params.get('orderid') ?? '';
  const { token, locale } = useBuyer();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: payment, isPending, fetchStatus } = usePayment(token, orderId);
  if (!orderId) {
    return <Card><EmptyState icon="wallet" title={t('buyer:payment.chooseOrder')} action={<Link to={localized('/payment/slip', locale)} sx={{ variant: 'buttons.primary', display: 'inline-block', px: 4, py: 2, textDecoration: 'none' }}>{t('buyer:payment.awaitingList')}</Link>} /></Card>;
  }
  if (isPending && fetchStatus !== 'idle') return <Card><Skeleton height={240} /></Card>;
  if (!payment) return <Card><EmptyState icon="info" testId="payment-not-found" title={t('buyer:order.notFound')} /></Card>;
  const submitted = payment.Slips.some((s) => s.Status === 'SUBMITTED');
  const canUpload = payment.Status === 'PENDING_PAYMENT' && !submitted;
  return (
    <div data-testid="upload-slip">
      <PageTitle sub={t('buyer:order.number', { id: payment.OrderID })}>{t('buyer:payment.uploadTitle')}</PageTitle>
      <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr', '1fr 1fr'], gap: 3, alignItems: 'start' }}>
        <Card>
          <Row label={t('buyer:payment.amount')} strong testId="payment-amount">{formatBaht(payment.Amount, locale)}</Row>
          <Row label={t('buyer:payment.state')}>{payment.StateLabel[locale]}</Row>
          {payment.BankAccount && (
            <BankAccountBox account={payment.BankAccount} />
          )}
          {payment.Method === 'THAIQR' && (
            <div sx={{ mt: 3 }}>
              <ThaiQr token={token} orderId={payment.OrderID} locale={locale} />
            </div>
          )}
        </Card>
        <Card>
          {canUpload ? (
            <SlipUpload
              orderId={payment.OrderID}
              onDone={async () => {
                await queryClient.invalidateQueries({ queryKey: ['payments'] });
                await queryClient.invalidateQueries({ queryKey: ['orders'] });
                navigate(localized(`/payment/status/submitted?orderid=${encodeURIComponent(payment.OrderID)}&saleunit=${encodeURIComponent(saleunit ?? payment.SaleUnit)}`, locale), { replace: true });
              }}
            />
          ) : (
            <EmptyState icon="check" testId="slip-not-needed" title={submitted ? t('buyer:payment.slipWaiting') : payment.StateLabel[locale]} />
          )}
          {payment.Slips.filter((s) => s.Status === 'REJECTED').map((s) => (
            <p key={s.UploadId} role="alert" sx={{ color: 'errorText', fontSize: 1 }}>{t('buyer:payment.slipRejected', { reason: s.Reason ?? '' })}</p>
          ))}
        </Card>
      </div>
    </div>
  );
}
