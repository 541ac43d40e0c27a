/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localized } from '../../layouts/shared/MenuLink';
import { Card, PageTitle } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { outcomeOf, PaymentOutcome } from './PaymentOutcome';
import { ThaiQr } from './ThaiQr';

/**
 * The catch-all `/payment/{type?}/{status?}/{orderid?}/{saleunit?}/{key?}`: a Thai QR still to be
 * paid shows its code; anything else shows the outcome for the order.
 */
export default function PaymentResultScreen() {
  const { t } = useTranslation();
  const { type = '', status, orderid = '', saleunit = '' } = useParams();
  const { token, locale } = useBuyer();
  if (type.toUpperCase() === 'THAIQR' && outcomeOf(status) === 'pending' && orderid) {
    return (
      <div data-testid="pay-thaiqr">
        <PageTitle sub={t('buyer:order.number', { id: orderid })}>{t('buyer:payment.qrTitle')}</PageTitle>
        <Card extra={{ maxWidth: 520, mx: 'auto' }}>
          <ThaiQr token={token} orderId={orderid} locale={locale} />
          <p sx={{ textAlign: 'center', fontSize: 1, color: 'textMuted' }}>{t('buyer:payment.qrAfter')}</p>
          <div sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
            <Link to={localized(`/payment/upload/slip/${encodeURIComponent(saleunit)}?orderid=${encodeURIComponent(orderid)}`, locale)} sx={{ variant: 'buttons.outline', px: 3, py: 2, textDecoration: 'none' }}>
              {t('buyer:payment.uploadTitle')}
            </Link>
            <Link to={localized(`/history/${encodeURIComponent(orderid)}/${encodeURIComponent(saleunit)}`, locale)} sx={{ variant: 'buttons.primary', px: 3, py: 2, textDecoration: 'none' }}>
              {t('buyer:payment.viewOrder')}
            </Link>
          </div>
        </Card>
      </div>
    );
  }
  return <PaymentOutcome kind={outcomeOf(status)} orderId={orderid} saleUnit={saleunit} />;
}
