/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import type { Quote } from '../../api/checkout';
import { Card } from '../shared/ui';

/**
 * "Use my package balance": shown when the customer's prepaid packages cover some of these lines
 * (the server says how many units); the quote then takes the covered part off (docs/packages.md).
 */
export function PackageSection({ quote, use, onUse }: { quote: Quote | null; use: boolean; onUse: (next: boolean) => void }) {
  const { t } = useTranslation();
  const coverable = quote?.PackageCoverable ?? 0;
  if (!use && coverable <= 0) return null;
  return (
    <Card testId="checkout-package">
      <label sx={{ display: 'flex', alignItems: 'center', gap: 2, cursor: 'pointer' }}>
        <input type="checkbox" checked={use} onChange={(e) => onUse(e.target.checked)} sx={{ accentColor: 'primary' }} data-testid="use-package" />
        <span>
          <strong>{t('buyer:checkout.usePackage')}</strong>
          <span sx={{ display: 'block', fontSize: 1, color: 'textMuted' }}>{t('buyer:checkout.usePackageHint', { count: coverable })}</span>
        </span>
      </label>
    </Card>
  );
}
