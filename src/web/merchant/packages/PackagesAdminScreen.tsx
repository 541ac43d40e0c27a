/** @jsxImportSource theme-ui */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { formatBaht } from '../../../domain';
import { createPackage, setPackageActive, useMerchantPackages, usePackageHolders } from '../../api/merchant-packages';
import { merchantSession } from '../../session/merchant-session';
import { showToast } from '../../widgets/toast-store';
import { Button, Card, Empty, Page, Pill, Select, Switch, TextInput } from '../ui/kit';
import { formatDate } from '../../../engine';
import { quantityLabel } from '../../app/quantity';

const TABLE = { width: '100%', borderCollapse: 'collapse', fontSize: 1, '& td, & th': { textAlign: 'left', py: 2, pr: 2, borderBottom: '1px solid', borderColor: 'border', verticalAlign: 'top' } } as const;
const STATUS_COLOUR: Record<string, string> = { active: 'success', awaitingPayment: 'warning', expired: 'textMuted', cancelled: 'error' };

/** Items typed as "CODE x QTY" lines (one product per line): quick for staff, checked by the server. */
function parseItems(text: string): { P_Code: string; Quantity: number }[] | null {
  const rows = text.split('\n').map((l) => l.trim()).filter(Boolean);
  const items = rows.map((l) => /^(\S+)\s*[x×*]\s*(\d+)$/i.exec(l)).map((m) => (m ? { P_Code: m[1], Quantity: Number(m[2]) } : null));
  return items.length && items.every(Boolean) ? (items as { P_Code: string; Quantity: number }[]) : null;
}

/**
 * `/merchant/packages`: the prepaid packages of the staff's centres (define one, put it on or off
 * sale) and who holds what, with what is left (docs/packages.md).
 */
export default function PackagesAdminScreen() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const client = useQueryClient();
  const { token, dists } = useSnapshot(merchantSession);
  const [saleUnit, setSaleUnit] = useState('');
  const packages = useMerchantPackages(token, saleUnit);
  const holders = usePackageHolders(token, saleUnit);
  const [form, setForm] = useState({ saleUnit: '', name: '', nameEn: '', price: '', validDays: '30', items: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });
  const centre = form.saleUnit || dists[0]?.SaleUnit || '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const errs: Record<string, string> = {};
    const items = parseItems(form.items);
    if (!form.name.trim()) errs.name = t('merchant:packages.required');
    if (!/^\d+(\.\d{1,2})?$/.test(form.price.trim())) errs.price = t('merchant:packages.priceInvalid');
    if (!/^\d+$/.test(form.validDays.trim()) || Number(form.validDays) < 1 || Number(form.validDays) > 3650) errs.validDays = t('merchant:packages.daysInvalid');
    if (!items) errs.items = t('merchant:packages.itemsInvalid');
    setErrors(errs);
    if (Object.keys(errs).length || !items) return;
    setBusy(true);
    const res = await createPackage({ saleUnit: centre, name: form.name.trim(), nameEn: form.nameEn.trim() || undefined, price: Number(form.price), validDays: Number(form.validDays), items });
    setBusy(false);
    if (res.ok && res.data) {
      showToast(t('merchant:packages.created', { code: res.data.PackageCode }), { kind: 'success' });
      setForm({ ...form, name: '', nameEn: '', price: '', items: '' });
      await client.invalidateQueries({ queryKey: ['merchant-packages'] });
    } else if (res.status === 400) {
      // The server names each failing field; items are shown against the items box.
      const server: Record<string, string> = {};
      for (const x of res.exception?.Errors ?? []) {
        const k = x.field.startsWith('/body/items') ? 'items' : x.field.replace('/body/', '');
        server[k] = `${server[k] ? `${server[k]}; ` : ''}${x.field.startsWith('/body/items/') ? `${items[Number(x.field.split('/')[3])]?.P_Code ?? ''} ` : ''}${x.reason}`;
      }
      setErrors(server);
    }
  };

  const centreOptions = dists.map((d) => ({ value: d.SaleUnit, label: `${d.SaleUnit} ${d.DIST_SHORTNAME || d.DIST_NAME || ''}` }));
  return (
    <Page title={t('merchant:packages.title')} subtitle={t('merchant:packages.subtitle')}>
      <Select label={t('merchant:packages.centre')} value={saleUnit} onChange={(e) => setSaleUnit(e.target.value)}
        options={[{ value: '', label: t('merchant:dashboard.allCentres') }, ...centreOptions]} />
      <Card title={t('merchant:packages.newTitle')} testId="package-form">
        <form onSubmit={(e) => void submit(e)} noValidate sx={{ display: 'grid', gap: 2, gridTemplateColumns: ['1fr', '1fr 1fr'] }}>
          <Select label={t('merchant:packages.centre')} value={centre} onChange={set('saleUnit')} options={centreOptions} />
          <TextInput label={t('merchant:packages.name')} value={form.name} onChange={set('name')} error={errors.name} />
          <TextInput label={t('merchant:packages.nameEn')} value={form.nameEn} onChange={set('nameEn')} error={errors.nameEn} />
          <TextInput label={t('merchant:packages.price')} inputMode="decimal" value={form.price} onChange={set('price')} error={errors.price} />
          <TextInput label={t('merchant:packages.validDays')} inputMode="numeric" value={form.validDays} onChange={set('validDays')} error={errors.validDays} />
          <div sx={{ gridColumn: ['auto', '1 / span 2'] }}>
            <label sx={{ display: 'block', fontSize: 1, fontWeight: 'bold', mb: 1 }} htmlFor="package-items">{t('merchant:packages.items')}</label>
            <textarea id="package-items" rows={4} value={form.items} onChange={set('items')} placeholder={'P0001 x 24\nP0002 x 6'} aria-invalid={!!errors.items}
              sx={{ width: '100%', fontFamily: 'monospace', fontSize: 1, p: 2, border: '1px solid', borderColor: errors.items ? 'error' : 'border', borderRadius: 4 }} />
            <div sx={{ fontSize: 0, color: errors.items ? 'error' : 'textMuted' }} role={errors.items ? 'alert' : undefined}>{errors.items ?? t('merchant:packages.itemsHint')}</div>
          </div>
          <div><Button type="submit" busy={busy} data-testid="package-create">{t('merchant:packages.create')}</Button></div>
        </form>
      </Card>
      <Card title={t('merchant:packages.listTitle')} testId="package-list">
        {(packages.data ?? []).length === 0 ? <Empty>{t('merchant:packages.none')}</Empty> : (
          <div sx={{ overflowX: 'auto' }}>
            <table sx={TABLE}>
              <thead><tr><th>{t('merchant:packages.code')}</th><th>{t('merchant:packages.name')}</th><th>{t('merchant:packages.items')}</th><th>{t('merchant:packages.price')}</th><th>{t('merchant:packages.validDays')}</th><th>{t('merchant:packages.onSale')}</th></tr></thead>
              <tbody>
                {(packages.data ?? []).map((p) => (
                  <tr key={p.PackageCode} data-testid="admin-package">
                    <td>{p.PackageCode}<div sx={{ color: 'textMuted' }}>{p.SaleUnit}</div></td>
                    <td>{locale === 'en' && p.NameEn ? p.NameEn : p.Name}</td>
                    <td>{p.Items.map((i) => `${(locale === 'en' ? i.ProductNameEn : i.ProductName) || i.P_Code} × ${i.Quantity}`).join(', ')}</td>
                    <td>{formatBaht(p.Price, locale)}</td>
                    <td>{p.ValidDays}</td>
                    <td><Switch checked={p.Active} label={t('merchant:packages.onSale')} onChange={async (next) => {
                      const res = await setPackageActive(p.PackageCode, next);
                      if (res.ok) await client.invalidateQueries({ queryKey: ['merchant-packages'] });
                    }} /></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <Card title={t('merchant:packages.holdersTitle')} testId="package-holders">
        {(holders.data ?? []).length === 0 ? <Empty>{t('merchant:packages.noHolders')}</Empty> : (
          <div sx={{ overflowX: 'auto' }}>
            <table sx={TABLE}>
              <thead><tr><th>{t('merchant:packages.customer')}</th><th>{t('merchant:packages.name')}</th><th>{t('merchant:packages.remaining')}</th><th>{t('merchant:packages.expires')}</th><th>{t('merchant:packages.status')}</th></tr></thead>
              <tbody>
                {(holders.data ?? []).map((h) => (
                  <tr key={h.HoldingCode} data-testid="package-holder">
                    <td>{h.CustomerName}<div sx={{ color: 'textMuted' }}>{h.CustomerCode} · {h.OrderId}</div></td>
                    <td>{locale === 'en' && h.NameEn ? h.NameEn : h.Name}<div sx={{ color: 'textMuted' }}>{h.HoldingCode}</div></td>
                    <td>{h.Items.map((i) => `${(locale === 'en' ? i.ProductNameEn : i.ProductName) || i.P_Code}: ${i.Remaining}/${quantityLabel(i18n, i.Bought, { code: i.Unit || undefined, th: i.UnitName, en: i.UnitNameEn })}`).join(', ')}</td>
                    <td>{formatDate(h.ExpiresAt, 'date', locale)}</td>
                    <td><Pill color={STATUS_COLOUR[h.Status]}>{t(`merchant:packages.statusName.${h.Status}`)}</Pill></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </Page>
  );
}
