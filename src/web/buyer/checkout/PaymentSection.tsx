/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { formatBaht, formatPoints, type CheckoutMethod } from '../../../domain';
import type { Quote } from '../../api/checkout';
import { serverText } from '../../api/server-texts';
import { Card, SectionTitle } from '../shared/ui';

interface Props {
  quote: Quote | null;
  method: CheckoutMethod | null;
  onMethod: (m: CheckoutMethod) => void;
  locale: 'th' | 'en';
}

/**
 * Payment methods the server offers for this order: COD, bank transfer (slip), Thai QR, customer
 * credit with its balance (never in points mode), or points in redeem mode with the balance.
 * A method the server disables shows its reason (e.g. the points message of the spec).
 */
export function PaymentSection({ quote, method, onMethod, locale }: Props) {
  const { t } = useTranslation();
  const options = quote?.PaymentMethods ?? [];
  return (
    <Card testId="checkout-payment">
      <SectionTitle icon="wallet">{t('buyer:checkout.payment')}</SectionTitle>
      <div role="radiogroup" aria-label={t('buyer:checkout.payment')} sx={{ display: 'grid', gap: 2 }}>
        {options.map((o) => (
          <label
            key={o.Method}
            data-testid={`pay-${o.Method}`}
            sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, p: 2, border: '2px solid', borderColor: method === o.Method ? 'primary' : 'border', borderRadius: 'default', cursor: o.Disabled ? 'not-allowed' : 'pointer', opacity: o.Disabled ? 0.6 : 1, bg: method === o.Method ? 'highlight' : 'background' }}
          >
            <input type="radio" name="payment" value={o.Method} disabled={o.Disabled} checked={method === o.Method} onChange={() => onMethod(o.Method)} sx={{ accentColor: 'primary', mt: 1 }} />
            <span sx={{ flex: 1 }}>
              <strong>{t(`common:payment.${o.Method}`, o.Label[locale])}</strong>
              <span sx={{ display: 'block', fontSize: 1, color: 'textMuted' }}>{t(`buyer:checkout.methodHint.${o.Method}`, '')}</span>
              {o.Method === 'AR' && quote?.CreditBalance !== null && quote?.CreditBalance !== undefined && (
                <span data-testid="credit-balance-checkout" sx={{ display: 'block', fontSize: 1 }}>
                  {t('buyer:checkout.creditBalance', { amount: formatBaht(quote.CreditBalance, locale) })}
                </span>
              )}
              {o.Method === 'REDEEMED' && quote?.PointsBalance !== null && quote?.PointsBalance !== undefined && (
                <span data-testid="points-balance-checkout" sx={{ display: 'block', fontSize: 1 }}>
                  {t('buyer:checkout.pointsBalance', { points: formatPoints(quote.PointsBalance, locale, t('common:terms.pointsUnit')) })}
                </span>
              )}
              {o.Disabled && o.Reason && (
                <span role="note" sx={{ display: 'block', fontSize: 1, color: 'infoText' }}>
                  {serverText(o.Reason)}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
    </Card>
  );
}
