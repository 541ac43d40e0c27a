/** @jsxImportSource theme-ui */
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatBaht, formatPoints } from '../../../domain';
import type { Quote, QuoteLine } from '../../api/checkout';
import { quantityLabel } from '../../app/quantity';
import { Badge, Card, SectionTitle } from '../shared/ui';
import { serverText } from '../../api/server-texts';

function units(i18n: I18n, l: QuoteLine): string {
  return l.Units.filter((u) => u.Qty > 0)
    .map((u) => quantityLabel(i18n, u.Qty, { code: u.Code, th: u.Name, en: u.NameEn }))
    .join(', ');
}

/** The order's lines as the server priced them, free items, and the lines that cannot be ordered. */
export function QuoteLines({ quote, locale }: { quote: Quote; locale: 'th' | 'en' }) {
  const { t, i18n } = useTranslation();
  const redeem = quote.Mode === 'redeem';
  const problems = new Map(quote.Problems.filter((p) => p.P_Code).map((p) => [p.P_Code, p]));
  const name = (l: QuoteLine) => (locale === 'en' && l.ProductNameEn ? l.ProductNameEn : l.ProductName);
  const row = (l: QuoteLine, free: boolean) => (
    <li key={`${free ? 'free-' : ''}${l.P_Code}`} data-testid={free ? 'quote-free' : 'quote-line'} sx={{ display: 'flex', justifyContent: 'space-between', gap: 3, py: 2, borderBottom: '1px solid', borderColor: 'muted' }}>
      <div sx={{ minWidth: 0 }}>
        <div sx={{ fontWeight: 'bold' }}>
          {name(l)} {free && <Badge tone="success">{t('buyer:checkout.free')}</Badge>}
        </div>
        <div sx={{ fontSize: 1, color: 'textMuted' }}>{units(i18n, l)}</div>
        {problems.get(l.P_Code) && (
          <div role="alert" data-testid="line-problem" sx={{ color: 'errorText', fontSize: 1 }}>
            {serverText(problems.get(l.P_Code)?.Message ?? '')}
          </div>
        )}
      </div>
      <div sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
        {free ? (
          <span sx={{ color: 'successText' }}>{formatBaht(0, locale)}</span>
        ) : redeem ? (
          <strong>{formatPoints(l.Points, locale, t('common:terms.pointsUnit'))}</strong>
        ) : (
          <>
            <strong>{formatBaht(l.Net, locale)}</strong>
            {l.Net < l.Amount && <s sx={{ display: 'block', fontSize: 0, color: 'textMuted' }}>{formatBaht(l.Amount, locale)}</s>}
          </>
        )}
      </div>
    </li>
  );
  const unlisted = quote.Problems.filter((p) => !quote.Lines.some((l) => l.P_Code === p.P_Code));
  return (
    <Card testId="checkout-lines">
      <SectionTitle icon="cart">{t('buyer:checkout.items', { count: quote.Lines.length })}</SectionTitle>
      <ul sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {quote.Lines.map((l) => row(l, false))}
        {quote.FreeItems.map((l) => row(l, true))}
      </ul>
      {unlisted.map((p, i) => (
        <p key={i} role="alert" data-testid="line-problem" sx={{ color: 'errorText', fontSize: 1 }}>
          {serverText(p.Message)}
        </p>
      ))}
      {quote.Promotions.length > 0 && (
        <div data-testid="applied-promotions" sx={{ mt: 3, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {quote.Promotions.map((p) => (
            <div key={p.promotionId} sx={{ fontSize: 1, color: 'successText', display: 'flex', gap: 2 }}>
              <Badge tone="success">{t('buyer:product.promotion')}</Badge>
              <span>{p.name || p.explanation || p.promotionId}</span>
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}
