/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatBaht } from '../../../domain';
import { useMyPackage } from '../../api/packages';
import { localized } from '../../layouts/shared/MenuLink';
import { Badge, Card, EmptyState, PageTitle, Row, SectionTitle, Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import MyPackagesScreen from './MyPackagesScreen';
import { STATUS_TONE, itemLeft, nameOf, packageDay, productOf } from './labels';

/** `/my-package/{code}`: one package (what is left of each item, expiry) and its history. Without a code: the list. */
export default function MyPackageDetailScreen() {
  const { code = '' } = useParams();
  if (!code) return <MyPackagesScreen />;
  return <Detail code={code} />;
}

function Detail({ code }: { code: string }) {
  const { t, i18n } = useTranslation();
  const { token, locale } = useBuyer();
  const { data, isPending } = useMyPackage(token, code);
  if (isPending) return <Card><Skeleton height={200} /></Card>;
  if (!data) {
    return <Card><EmptyState icon="info" testId="package-not-found" title={t('buyer:package.notFound')}
      action={<Link to={localized('/my-package', locale)}>{t('buyer:package.title')}</Link>} /></Card>;
  }
  return (
    <div sx={{ display: 'flex', flexDirection: 'column', gap: 3 }} data-testid="package-detail">
      <PageTitle sub={data.HoldingCode}>{nameOf(data, locale)}</PageTitle>
      <Card>
        <Row label={t('buyer:package.statusLabel')}><Badge tone={STATUS_TONE[data.Status]} testId="package-status">{t(`buyer:package.status.${data.Status}`)}</Badge></Row>
        <Row label={t('buyer:package.boughtOn')}>{packageDay(data.BoughtAt, locale)}</Row>
        <Row label={t('buyer:package.expiresOn')}>{packageDay(data.ExpiresAt, locale)}</Row>
        <Row label={t('buyer:package.price')}>{formatBaht(data.Price, locale)}</Row>
        <Row label={t('buyer:package.order')}><Link to={localized(`/history/${data.OrderId}`, locale)}>{data.OrderId}</Link></Row>
      </Card>
      <Card>
        <SectionTitle>{t('buyer:package.remaining')}</SectionTitle>
        {data.Items.map((i) => (
          <Row key={i.P_Code} label={productOf(i, locale)} testId="package-item">{itemLeft(i18n, i)}</Row>
        ))}
      </Card>
      <Card>
        <SectionTitle>{t('buyer:package.history')}</SectionTitle>
        <table sx={{ width: '100%', fontSize: 1, borderCollapse: 'collapse', '& td, & th': { textAlign: 'left', py: 1, pr: 2, borderBottom: '1px solid', borderColor: 'border' } }}>
          <thead><tr><th>{t('buyer:package.when')}</th><th>{t('buyer:package.item')}</th><th>{t('buyer:package.movement')}</th><th>{t('buyer:package.order')}</th></tr></thead>
          <tbody>
            {data.History.map((e, n) => (
              <tr key={n} data-testid="package-history-row">
                <td>{packageDay(e.At, locale)}</td>
                <td>{productOf(e, locale)}</td>
                <td>{t(`buyer:package.kind.${e.Kind}`, { qty: Math.abs(e.Quantity) })}</td>
                <td><Link to={localized(`/history/${e.OrderId}`, locale)}>{e.OrderId}</Link></td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </div>
  );
}
