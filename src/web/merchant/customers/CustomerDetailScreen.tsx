/** @jsxImportSource theme-ui */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../../engine';
import { fetchCustomerFiles, useCustomerProfile } from '../../api/merchant-customers';
import { localized } from '../../layouts/shared/MenuLink';
import { merchantSession } from '../../session/merchant-session';
import { Icon } from '../../widgets/Icon';
import { AuthImage } from '../../widgets/AuthImage';
import { Button, Card, Empty, Page } from '../ui/kit';
import { orderForCustomer } from './order-for';
import { TagList } from './TagList';

/**
 * `/merchant/customer/{code}/{saleunit}`: the customer at one centre, what a salesperson does on a
 * visit: order for them, take photos, fill a survey, check coupons and points.
 */
export default function CustomerDetailScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const navigate = useNavigate();
  const { code = '', saleunit = '' } = useParams();
  const { token } = useSnapshot(merchantSession);
  const { data, isPending } = useCustomerProfile(token, code);
  const centre = data?.Centres.find((c) => c.SaleUnit === saleunit);
  const photos = useQuery({
    queryKey: ['merchant', 'customerfiles', 'recent', token, code, saleunit],
    queryFn: async () => {
      const r = await fetchCustomerFiles({ CustomerCode: code, saleUnit: saleunit, customerType: '', photoGroupCodes: [], monthYears: [], fromDate: '', toDate: '' }, 0, 6);
      return r.ok ? r.data ?? null : null;
    },
    enabled: !!token && !!centre,
  });
  const [busy, setBusy] = useState(false);
  const base = `/merchant/customer/${encodeURIComponent(code)}/${encodeURIComponent(saleunit)}`;
  const back = { to: localized(`/merchant/customer/profile/${encodeURIComponent(code)}`, locale), label: t('merchant:customer.profile') };
  if (isPending) return <Page title={code} back={back}><Empty>{t('common:label.loading')}</Empty></Page>;
  if (!data || !centre) return <Page title={code} back={back}><Card><Empty>{t('merchant:customer.notFound')}</Empty></Card></Page>;
  const tiles: { to: string; icon: string; label: string }[] = [
    { to: `${base}/photo`, icon: 'camera', label: t('merchant:customer.photos') },
    { to: `/merchant/survey?code=${encodeURIComponent(code)}&saleunit=${encodeURIComponent(saleunit)}`, icon: 'survey', label: t('merchant:survey.title') },
    { to: `${base}/coupon`, icon: 'gift', label: t('merchant:customer.coupons') },
    { to: `${base}/point`, icon: 'points', label: t('merchant:customer.points') },
  ];
  return (
    <Page title={String(data.CUSTOMERNAME)} subtitle={`${code} · ${centre.SaleUnit} ${centre.DIST_NAME}`} back={back}
      actions={<Button busy={busy} disabled={data.Status !== 'A'} onClick={() => { setBusy(true); void orderForCustomer(code, saleunit).then((ok) => { setBusy(false); if (ok) navigate(localized('/', locale)); }); }}>{t('merchant:customer.orderFor')}</Button>}>
      <TagList tags={data.TagNames} />
      <div sx={{ display: 'grid', gridTemplateColumns: ['1fr 1fr', 'repeat(4, 1fr)'], gap: 3 }}>
        {tiles.map((tile) => (
          <a key={tile.to} href={localized(tile.to, locale)} onClick={(e) => { e.preventDefault(); navigate(localized(tile.to, locale)); }}
            sx={{ bg: 'background', boxShadow: 'card', borderRadius: 'default', p: 3, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, color: 'secondaryText', textDecoration: 'none', fontWeight: 'bold', fontSize: 1, textAlign: 'center' }}>
            <Icon name={tile.icon} size={32} />{tile.label}
          </a>
        ))}
      </div>
      <Card title={t('merchant:customer.recentPhotos')}>
        {photos.data?.Data.length === 0 && <Empty>{t('merchant:customer.noPhotos')}</Empty>}
        <div sx={{ display: 'grid', gridTemplateColumns: ['repeat(2, 1fr)', 'repeat(6, 1fr)'], gap: 2 }}>
          {photos.data?.Data.map((p) => <AuthImage area="merchant" key={p.FileId} src={p.Url} alt={locale === 'en' ? p.PictureNameEn : p.PictureName} maxHeight={140} />)}
        </div>
      </Card>
    </Page>
  );
}
