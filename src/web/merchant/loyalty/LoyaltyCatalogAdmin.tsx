/** @jsxImportSource theme-ui */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, SchemaForm, type ExtraIssue, type JsonSchema } from '../../../engine';
import { formatAmount } from '../../../domain';
import voucherSchema from '../../../../schemas/forms/loyalty-voucher.json';
import { adminTiersQuery, adminVouchersQuery, customerLedgerQuery, putVoucher, saveTier, type AdminTier, type AdminVoucher } from '../../api/merchant-loyalty';
import { showToast } from '../../widgets/toast-store';
import { Button, Card, Empty, Select, TextInput } from '../ui/kit';

const UI = { DateBegin: { 'ui:widget': 'date' }, DateEnd: { 'ui:widget': 'date' } };

/** Tier templates: each row edits name th/en, threshold, earn multiplier and colour; a new row adds a tier. */
function Tiers() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const tiers = useQuery(adminTiersQuery());
  const [rows, setRows] = useState<AdminTier[]>([]);
  useEffect(() => { if (tiers.data) setRows(tiers.data.map((x) => ({ ...x }))); }, [tiers.data]);
  const edit = (i: number, patch: Partial<AdminTier>) => setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const save = async (r: AdminTier) => {
    const res = await saveTier(r);
    if (res.ok) {
      showToast(t('merchant:tiers.saved'), { kind: 'success' });
      await client.invalidateQueries({ queryKey: ['merchant-loyalty', 'tiers'] });
    }
  };
  const add = () => setRows([...rows, { id: Math.max(0, ...rows.map((r) => r.id)) + 1, nameTh: '', nameEn: '', threshold: 0, multiplier: 1, colour: '#9e9e9e' }]);
  return (
    <Card title={t('merchant:tiers.title')} testId="loyalty-tiers" actions={<Button tone="outline" onClick={add}>{t('merchant:tiers.add')}</Button>}>
      {rows.length === 0 ? <Empty>{t('merchant:tiers.none')}</Empty> : (
        <div sx={{ display: 'grid', gap: 3 }}>
          {rows.map((r, i) => (
            <div key={r.id} data-testid="tier-row" sx={{ display: 'grid', gap: 2, gridTemplateColumns: ['1fr 1fr', 'repeat(5, 1fr) auto'], alignItems: 'end', borderLeft: '6px solid', borderColor: r.colour, pl: 2 }}>
              <TextInput label={t('merchant:tiers.nameTh')} value={r.nameTh} onChange={(e) => edit(i, { nameTh: e.target.value })} />
              <TextInput label={t('merchant:tiers.nameEn')} value={r.nameEn} onChange={(e) => edit(i, { nameEn: e.target.value })} />
              <TextInput label={t('merchant:tiers.threshold')} inputMode="decimal" value={String(r.threshold)} onChange={(e) => edit(i, { threshold: Number(e.target.value) || 0 })} />
              <TextInput label={t('merchant:tiers.multiplier')} inputMode="decimal" value={String(r.multiplier)} onChange={(e) => edit(i, { multiplier: Number(e.target.value) || 0 })} />
              <TextInput label={t('merchant:tiers.colour')} type="color" value={r.colour} onChange={(e) => edit(i, { colour: e.target.value })} />
              <Button onClick={() => void save(r)}>{t('merchant:tiers.save')}</Button>
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}

/** The form's answers from a saved voucher (editing); empty dates and an unlimited stock are left out. */
function voucherAnswers(v: AdminVoucher): Record<string, unknown> {
  const { Id: _id, Name, Claimed: _claimed, Active: _active, ...rest } = v;
  const answers: Record<string, unknown> = { ...rest, NameTh: Name };
  for (const k of ['DateBegin', 'DateEnd', 'Stock'] as const) if (answers[k] === null) delete answers[k];
  return answers;
}

/**
 * Create or edit a voucher (schedule, target, stock) through the engine's SchemaForm
 * (schemas/forms/loyalty-voucher.json). Once customers claimed a voucher the server refuses a
 * stock below the claimed and a new type; its 400 lands on those fields.
 */
function VoucherEditor() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const client = useQueryClient();
  const vouchers = useQuery(adminVouchersQuery());
  const [issues, setIssues] = useState<ExtraIssue[]>([]);
  const [form, setForm] = useState(0);
  const [picked, setPicked] = useState('');
  const editing = (vouchers.data ?? []).find((v) => String(v.Id) === picked) ?? null;
  const pick = (id: string) => { setPicked(id); setIssues([]); setForm(form + 1); };
  const submit = async (d: Record<string, unknown>) => {
    const id = editing?.Id ?? Math.max(0, ...(vouchers.data ?? []).map((v) => v.Id)) + 1;
    const body = {
      TypeId: 1, MinimumOrder: 0, MaxDiscount: 0, ValidDays: 30, TargetTag: '', ...d,
      DateBegin: d.DateBegin || null, DateEnd: d.DateEnd || null, Stock: d.Stock ?? null, Active: editing?.Active ?? true,
    };
    const res = await putVoucher(id, body);
    if (res.ok) {
      setIssues([]);
      if (!editing) setForm(form + 1);
      showToast(t(editing ? 'merchant:voucherForm.saved' : 'merchant:voucherForm.created'), { kind: 'success' });
      await client.invalidateQueries({ queryKey: ['merchant-loyalty', 'vouchers'] });
    } else if (res.exception?.Errors?.length) {
      setIssues(res.exception.Errors.map((e) => ({ field: e.field.replace('/body', ''), message: e.reason })));
    }
  };
  return (
    <Card title={t(editing ? 'merchant:voucherForm.editTitle' : 'merchant:voucherForm.title')} testId="voucher-create">
      <div sx={{ mb: 3 }}>
        <Select label={t('merchant:voucherForm.pick')} value={picked} onChange={(e) => pick(e.target.value)}
          options={[{ value: '', label: t('merchant:voucherForm.newOne') }, ...(vouchers.data ?? []).map((v) => ({ value: String(v.Id), label: locale === 'en' ? v.NameEn : v.Name }))]} />
        {editing && (
          <div sx={{ mt: 1, fontSize: 1, color: 'textMuted' }} data-testid="voucher-claimed">
            {t('merchant:voucherForm.claimed', { claimed: editing.Claimed, stock: editing.Stock ?? t('merchant:voucherForm.unlimited') })}
          </div>
        )}
      </div>
      <Suspense fallback={<Empty>{t('merchant:loyalty.loading')}</Empty>}>
        <SchemaForm key={form} schema={voucherSchema as JsonSchema} uiSchema={UI} formData={editing ? voucherAnswers(editing) : undefined}
          onSubmit={(d) => void submit(d as Record<string, unknown>)} submitLabel={editing ? 'merchant:voucherForm.saveLabel' : 'merchant:voucherForm.createLabel'} extraIssues={issues} />
      </Suspense>
    </Card>
  );
}

/** A customer's ledger: every entry, newest first, with the balance (the adjustment card writes to it). */
function CustomerLedger() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const [code, setCode] = useState('');
  const [asked, setAsked] = useState('');
  const ledger = useQuery(customerLedgerQuery(asked));
  return (
    <Card title={t('merchant:ledger.title')} testId="customer-ledger">
      <form onSubmit={(e) => { e.preventDefault(); setAsked(code.trim().toUpperCase()); }} sx={{ display: 'flex', gap: 2, alignItems: 'end', flexWrap: 'wrap' }}>
        <TextInput label={t('merchant:loyalty.customerCode')} value={code} onChange={(e) => setCode(e.target.value)} />
        <Button type="submit">{t('merchant:ledger.show')}</Button>
      </form>
      {asked && !ledger.isPending && !ledger.data && <Empty>{t('merchant:loyalty.noCustomer')}</Empty>}
      {ledger.data && (
        <div sx={{ mt: 3, overflowX: 'auto' }}>
          <div sx={{ mb: 2 }} data-testid="ledger-balance">{t('merchant:ledger.balance')}: <strong>{formatAmount(ledger.data.Balance, locale)}</strong></div>
          <table sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 1, '& td, & th': { textAlign: 'left', py: 1, pr: 2, borderBottom: '1px solid', borderColor: 'border' } }}>
            <thead><tr><th>{t('merchant:ledger.date')}</th><th>{t('merchant:ledger.kind')}</th><th>{t('merchant:loyalty.points')}</th><th>{t('merchant:ledger.expires')}</th><th>{t('merchant:ledger.remark')}</th></tr></thead>
            <tbody>
              {ledger.data.items.map((e) => (
                <tr key={e.Id} data-testid="admin-ledger-entry">
                  <td>{formatDate(e.CreatedAt, 'date', locale)}</td>
                  <td>{t(`buyer:loyalty.kind.${e.Kind}`, { defaultValue: e.Kind })}</td>
                  <td sx={{ color: e.Points >= 0 ? 'success' : 'error' }}>{e.Points > 0 ? '+' : ''}{formatAmount(e.Points, locale)}</td>
                  <td>{e.ExpiresOn ?? ''}</td>
                  <td>{e.Mission ? t('merchant:ledger.mission', { name: locale === 'en' ? e.Mission.NameEn : e.Mission.Name }) : e.Remark}{e.OrderId ? ` · ${e.OrderId}` : ''}{e.Actor ? ` · ${e.Actor}` : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

/** Blocks of `/merchant/loyalty` beside the liability and adjustments: customer ledger, tiers, voucher editor. */
export default function LoyaltyCatalogAdmin() {
  return (
    <>
      <CustomerLedger />
      <Tiers />
      <VoucherEditor />
    </>
  );
}
