/** @jsxImportSource theme-ui */
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '../../../domain';
import { useAddresses } from '../../api/addresses';
import { buyPackage, type PackagePayment, type PrepaidPackage } from '../../api/packages';
import { showToast } from '../../widgets/toast-store';
import { Button, Card } from '../shared/ui';
import { nameOf, productOf } from './labels';

const newKey = () => `pkg-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** One package on sale: its items, price and validity, and "Buy" with the payment method. */
export function BuyPackageCard({ pkg, token, customerCode, credit, locale }: { pkg: PrepaidPackage; token: string | null; customerCode: string; credit: boolean; locale: 'th' | 'en' }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const addresses = useAddresses(token, customerCode);
  const [method, setMethod] = useState<PackagePayment>('COD');
  const [busy, setBusy] = useState(false);
  // One key per purchase attempt: a retry after a lost answer buys once.
  const key = useRef<string | null>(null);
  const active = (addresses.data ?? []).filter((a) => a.Active === 'Y');
  const shipTo = active.find((a) => a.Address_Type === 'S') ?? active.find((a) => a.Address_Type === 'C') ?? active[0];
  const methods: PackagePayment[] = credit ? ['COD', 'BANK', 'AR'] : ['COD', 'BANK'];

  const buy = async () => {
    if (!shipTo) return;
    setBusy(true);
    key.current ??= newKey();
    const res = await buyPackage(pkg.PackageCode, { paymentMethod: method, shipToCode: shipTo._id }, key.current);
    setBusy(false);
    if (res.ok && res.data) {
      key.current = null;
      showToast(t('buyer:package.bought', { name: nameOf(pkg, locale), id: res.data.OrderId }), { kind: 'success' });
      await client.invalidateQueries({ queryKey: ['packages'] });
      await client.invalidateQueries({ queryKey: ['orders'] });
    }
  };

  return (
    <Card testId="package-on-sale">
      <div sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <strong>{nameOf(pkg, locale)}</strong>
        <strong sx={{ color: 'primary' }}>{formatBaht(pkg.Price, locale)}</strong>
      </div>
      <ul sx={{ pl: 3, my: 2, fontSize: 1 }}>
        {pkg.Items.map((i) => <li key={i.P_Code}>{t('buyer:package.itemQty', { name: productOf(i, locale), qty: i.Quantity })}</li>)}
      </ul>
      <div sx={{ fontSize: 1, color: 'textMuted', mb: 2 }}>{t('buyer:package.validDays', { days: pkg.ValidDays })}</div>
      <div sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <label sx={{ fontSize: 1 }} htmlFor={`pay-${pkg.PackageCode}`}>{t('buyer:package.payWith')}</label>
        <select id={`pay-${pkg.PackageCode}`} value={method} onChange={(e) => setMethod(e.target.value as PackagePayment)} data-testid="package-payment"
          sx={{ fontFamily: 'body', fontSize: 1, p: 1, borderRadius: 'small', border: '1px solid', borderColor: 'border' }}>
          {methods.map((m) => <option key={m} value={m}>{t(`buyer:package.method.${m}`)}</option>)}
        </select>
        <Button onClick={() => void buy()} disabled={busy || !shipTo} data-testid="package-buy">{t('buyer:package.buy')}</Button>
      </div>
    </Card>
  );
}
