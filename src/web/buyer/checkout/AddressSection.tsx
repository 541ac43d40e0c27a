/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addressText, type DeliveryAddress } from '../../api/addresses';
import { localized } from '../../layouts/shared/MenuLink';
import { Card, SectionTitle, Skeleton } from '../shared/ui';

interface Props {
  addresses: DeliveryAddress[];
  loading: boolean;
  shipTo: string | null;
  billTo: string | null;
  onShipTo: (id: string) => void;
  onBillTo: (id: string) => void;
  locale: 'th' | 'en';
  canEdit: boolean;
}

function Choice({ a, name, checked, onChange }: { a: DeliveryAddress; name: string; checked: boolean; onChange: () => void }) {
  return (
    <label data-testid={`address-${a._id}`} sx={{ display: 'flex', gap: 2, p: 2, border: '2px solid', borderColor: checked ? 'primary' : 'border', borderRadius: 'default', cursor: 'pointer', bg: checked ? 'highlight' : 'background' }}>
      <input type="radio" name={name} checked={checked} onChange={onChange} sx={{ accentColor: 'primary', mt: 1 }} />
      <span data-i18n-data sx={{ minWidth: 0 }}>
        <strong sx={{ display: 'block' }}>{a.Name}</strong>
        <span sx={{ fontSize: 1, color: 'textMuted' }}>{addressText(a)}</span>
        {a.Phone && <span sx={{ display: 'block', fontSize: 1, color: 'textMuted' }}>{a.Phone}</span>}
      </span>
    </label>
  );
}

/** Where to deliver and whom to bill: the customer's active shipping (S) and billing (B) addresses. */
export function AddressSection({ addresses, loading, shipTo, billTo, onShipTo, onBillTo, locale, canEdit }: Props) {
  const { t } = useTranslation();
  const active = addresses.filter((a) => a.Active === 'Y');
  const shipping = active.filter((a) => a.Address_Type === 'S' || a.Address_Type === 'C');
  const billing = active.filter((a) => a.Address_Type === 'B');
  return (
    <Card testId="checkout-address">
      <SectionTitle
        icon="store"
        action={canEdit ? <Link to={localized('/profile/address', locale)} sx={{ fontSize: 1, color: 'primaryText', fontWeight: 'bold' }}>{t('buyer:checkout.manageAddresses')}</Link> : undefined}
      >
        {t('buyer:checkout.deliverTo')}
      </SectionTitle>
      {loading ? (
        <Skeleton height={72} />
      ) : shipping.length === 0 ? (
        <p sx={{ color: 'errorText', m: 0 }}>{t('buyer:checkout.noAddress')}</p>
      ) : (
        <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr 1fr'], gap: 2 }}>
          {shipping.map((a) => (
            <Choice key={a._id} a={a} name="shipTo" checked={shipTo === a._id} onChange={() => onShipTo(a._id)} />
          ))}
        </div>
      )}
      {billing.length > 0 && (
        <>
          <h3 sx={{ fontSize: 2, mt: 3, mb: 2 }}>{t('buyer:checkout.billTo')}</h3>
          <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr 1fr'], gap: 2 }}>
            {billing.map((a) => (
              <Choice key={a._id} a={a} name="billTo" checked={billTo === a._id} onChange={() => onBillTo(a._id)} />
            ))}
          </div>
        </>
      )}
      {!canEdit && <p sx={{ fontSize: 0, color: 'textMuted', mb: 0 }}>{t('buyer:address.sapNote')}</p>}
    </Card>
  );
}
