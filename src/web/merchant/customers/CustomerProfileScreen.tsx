/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../../engine';
import { useCustomerProfile } from '../../api/merchant-customers';
import { localized } from '../../layouts/shared/MenuLink';
import { merchantSession } from '../../session/merchant-session';
import { amountLabel } from '../home/labels';
import { dateTimeLabel } from '../orders/status';
import { Button, ButtonLink, Card, Empty, Facts, Page } from '../ui/kit';
import { orderForCustomer } from './order-for';
import { TagList } from './TagList';

/**
 * `/merchant/customer/profile/{code}`: who the customer is, their tags and figures, and per centre
 * shared with the salesperson: open the centre page or order for the customer (impersonation).
 * A salesperson's storefront logout comes back here.
 */
export default function CustomerProfileScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const navigate = useNavigate();
  const { code = '' } = useParams();
  const { token } = useSnapshot(merchantSession);
  const { data, isPending } = useCustomerProfile(token, code);
  const [busy, setBusy] = useState<string | null>(null);
  const back = { to: localized('/merchant/customer', locale), label: t('merchant:customers.title') };
  const orderFor = async (saleUnit: string) => {
    setBusy(saleUnit);
    try {
      if (await orderForCustomer(code, saleUnit)) navigate(localized('/', locale));
    } finally {
      setBusy(null);
    }
  };
  if (isPending) return <Page title={code} back={back}><Empty>{t('common:label.loading')}</Empty></Page>;
  if (!data) return <Page title={code} back={back}><Card><Empty>{t('merchant:customer.notFound')}</Empty></Card></Page>;
  const address = [data.ADDRESS, data.TownName, data.AmpherName, data.ProvinceName, data.ZIP].filter(Boolean).join(' ');
  return (
    <Page title={String(data.CUSTOMERNAME ?? code)} subtitle={`${data.CUSTOMERCODE} · ${data.CustomerProfileCode ?? ''}`} back={back}
      actions={<ButtonLink to={localized(`/merchant/customer/profile/${encodeURIComponent(code)}/edit`, locale)}>{t('merchant:customer.edit')}</ButtonLink>}>
      <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', null, '3fr 2fr'], gap: 3 }}>
        <Card title={t('merchant:customer.profile')} testId="customer-profile">
          <Facts rows={[
            [t('merchant:customer.field.phone'), String(data.Phone ?? data.MobileNo ?? '-')],
            [t('merchant:customer.field.email'), String(data.Email ?? '-')],
            [t('merchant:customer.field.address'), address || '-'],
            [t('merchant:customer.field.taxNo'), String(data.TAXNO ?? '-')],
            [t('merchant:customer.state'), data.NewCustomer === 'Y' ? t('merchant:customers.awaiting') : data.NeverLoggedIn ? t('merchant:customers.unverified.never') : t('merchant:customer.active')],
            [t('merchant:customer.field.tags'), data.TagNames.length ? <TagList key="t" tags={data.TagNames} /> : '-'],
          ]} />
        </Card>
        <Card title={t('merchant:customer.figures')}>
          <Facts rows={[
            [t('merchant:customer.orders'), String(data.Stats.Orders)],
            [t('merchant:customer.sales'), amountLabel(data.Stats.Sales, locale)],
            [t('merchant:customer.lastOrder'), data.Stats.LastOrderAt ? dateTimeLabel(data.Stats.LastOrderAt, locale) : '-'],
          ]} />
        </Card>
      </div>
      <Card title={t('merchant:customer.centres')}>
        <ul sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.Centres.map((c) => (
            <li key={c.SaleUnit} data-testid="customer-centre" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, py: 2, borderBottom: '1px solid', borderColor: 'border', '&:last-of-type': { borderBottom: 0 } }}>
              <div sx={{ flex: '1 1 200px', minWidth: 0 }}>
                <strong sx={{ fontSize: 1 }}>{c.SaleUnit} {c.DIST_NAME}</strong>
                {c.TypeCode && <span sx={{ fontSize: 0, color: 'textMuted' }}> · {c.TypeCode}</span>}
              </div>
              <ButtonLink to={localized(`/merchant/customer/${encodeURIComponent(code)}/${encodeURIComponent(c.SaleUnit)}`, locale)}>{t('merchant:customer.open')}</ButtonLink>
              <Button busy={busy === c.SaleUnit} disabled={data.Status !== 'A'} onClick={() => void orderFor(c.SaleUnit)}>{t('merchant:customer.orderFor')}</Button>
            </li>
          ))}
        </ul>
      </Card>
    </Page>
  );
}
