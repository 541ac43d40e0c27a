/** @jsxImportSource theme-ui */
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canUpdateAddress, type NewDeliveryAddress } from '../../../domain';
import { SchemaForm, type ExtraIssue, type JsonSchema } from '../../../engine';
import addressSchema from '../../../../schemas/forms/address.json';
import { addAddress, addressText, deactivateAddress, updateAddress, useAddresses, type DeliveryAddress } from '../../api/addresses';
import { BootFallback } from '../../app/BootFallback';
import { withLoadingOverlay } from '../../widgets/loading-store';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { showToast } from '../../widgets/toast-store';
import { Badge, Button, Card, EmptyState, PageTitle, Skeleton, FORM_CARD } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { serverReason } from '../../api/server-texts';

type AddressForm = Pick<NewDeliveryAddress, 'Name' | 'Address_' | 'TownName' | 'AmpherName' | 'ProvinceName' | 'PostalCode' | 'Phone' | 'TaxID' | 'Remark'> & { Address_Type: 'S' | 'B' };

const TYPE_KEY: Record<string, string> = { C: 'buyer:address.typeC', S: 'buyer:address.typeS', B: 'buyer:address.typeB' };

/**
 * `/profile/address`: the customer's addresses (default shipping and billing ones are created by
 * the server from the profile); add, edit and deactivate — not for SAP customers, whose
 * addresses are managed elsewhere.
 */
export default function AddressScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { token, user, viewer } = useBuyer();
  const code = user?.CUSTOMERCODE ?? '';
  const { data, isPending } = useAddresses(token, code);
  const [editing, setEditing] = useState<DeliveryAddress | 'new' | null>(null);
  const [issues, setIssues] = useState<ExtraIssue[]>([]);
  // The address whose removal waits for the customer's confirmation.
  const [removing, setRemoving] = useState<DeliveryAddress | null>(null);
  const editable = canUpdateAddress(user);
  const list = (data ?? []).filter((a) => a.Active === 'Y');

  const save = async (form: AddressForm) => {
    const body: NewDeliveryAddress = {
      Cust_ID: code, SaleUnit: viewer.saleUnit ?? '', TaxID: form.TaxID ?? '', Name: form.Name, Address_Type: form.Address_Type, Address_: form.Address_,
      Province: '', ProvinceName: form.ProvinceName ?? '', Ampher: '', AmpherName: form.AmpherName ?? '', Town: '', TownName: form.TownName ?? '',
      PostalCode: form.PostalCode, Lat: '', Long: '', Remark: form.Remark ?? '', Phone: form.Phone ?? '',
    };
    const res = await withLoadingOverlay(() => (editing && editing !== 'new' ? updateAddress({ ...body, _id: editing._id }) : addAddress(body)));
    if (res.ok) {
      setEditing(null);
      setIssues([]);
      showToast(t('buyer:address.saved'), { kind: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['addresses'] });
    } else if (res.exception?.Errors?.length) {
      setIssues(res.exception.Errors.map((e) => ({ field: e.field.replace(/^\/body/, ''), message: serverReason(e.reason) })));
    }
  };
  const remove = async (a: DeliveryAddress) => {
    setRemoving(null);
    const res = await withLoadingOverlay(() => deactivateAddress(a._id));
    if (res.ok) {
      showToast(t('buyer:address.removed'), { kind: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['addresses'] });
      // The card and its Remove button are gone: give the keyboard the page's content, not nowhere.
      document.getElementById('main')?.focus();
    }
  };
  const initial = (a: DeliveryAddress | 'new'): Partial<AddressForm> =>
    a === 'new' ? { Address_Type: 'S', Name: String(user?.CUSTOMERNAME ?? ''), Phone: user?.Phone ? String(user.Phone) : undefined } : {
      Address_Type: a.Address_Type === 'B' ? 'B' : 'S', Name: a.Name, Address_: a.Address_, TownName: a.TownName || undefined, AmpherName: a.AmpherName || undefined,
      ProvinceName: a.ProvinceName || undefined, PostalCode: a.PostalCode, Phone: a.Phone || undefined, TaxID: a.TaxID || undefined, Remark: a.Remark || undefined,
    };

  return (
    <div data-testid="address-book">
      <PageTitle action={editable && !editing ? <Button data-testid="address-add" onClick={() => setEditing('new')}>{t('buyer:address.add')}</Button> : undefined} sub={!editable ? t('buyer:address.sapNote') : undefined}>
        {t('common:title.address')}
      </PageTitle>
      {editing && (
        <Card extra={{ mb: 3, maxWidth: 720, ...FORM_CARD }}>
          <h2 sx={{ fontSize: 3, mt: 0 }}>{editing === 'new' ? t('buyer:address.add') : t('buyer:address.edit')}</h2>
          <Suspense fallback={<BootFallback />}>
            <SchemaForm schema={addressSchema as JsonSchema} formData={initial(editing)} onSubmit={(d) => void save(d as unknown as AddressForm)} submitLabel="common:action.save" extraIssues={issues} />
          </Suspense>
          <Button variant="ghost" extra={{ mt: 2 }} onClick={() => setEditing(null)}>{t('common:action.cancel')}</Button>
        </Card>
      )}
      {isPending ? <Skeleton height={160} /> : list.length === 0 ? <Card><EmptyState icon="store" title={t('buyer:address.none')} /></Card> : (
        <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr 1fr'], gap: 3 }}>
          {list.map((a) => (
            <Card key={a._id} testId="address-card">
              <div sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 2 }}>
                <strong>{a.Name}</strong>
                <Badge tone={a.Address_Type === 'B' ? 'secondary' : 'primary'}>{t(TYPE_KEY[a.Address_Type] ?? TYPE_KEY.S)}</Badge>
              </div>
              <p sx={{ m: 0, color: 'textMuted', fontSize: 1 }}>{addressText(a)}</p>
              {a.Phone && <p sx={{ m: 0, color: 'textMuted', fontSize: 1 }}>{a.Phone}</p>}
              {editable && a.Address_Type !== 'C' && (
                <div sx={{ display: 'flex', gap: 2, mt: 3 }}>
                  <Button size="small" variant="outline" onClick={() => setEditing(a)}>{t('buyer:address.edit')}</Button>
                  <Button size="small" variant="danger" data-testid="address-remove" aria-label={t('buyer:address.removeNamed', { name: a.Name })} onClick={() => setRemoving(a)}>{t('buyer:cart.removeShort')}</Button>
                </div>
              )}
            </Card>
          ))}
        </div>
      )}
      {removing && (
        <ConfirmDialog testId="address-remove-confirm" title={t('buyer:address.removeTitle')} confirmLabel={t('buyer:address.removeConfirm')} cancelLabel={t('common:action.cancel')}
          onConfirm={() => void remove(removing)} onCancel={() => setRemoving(null)}>
          <p sx={{ m: 0 }}>{t('buyer:address.removeText')}</p>
          <p sx={{ m: 0, mt: 2, fontWeight: 'bold' }} data-i18n-data>{removing.Name}</p>
          <p sx={{ m: 0, color: 'textMuted', fontSize: 1 }} data-i18n-data>{addressText(removing)}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
