/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyPackages, usePackagesOnSale } from '../../api/packages';
import { localized } from '../../layouts/shared/MenuLink';
import { Badge, Card, EmptyState, PageTitle, SectionTitle, Skeleton } from '../shared/ui';
import { isCreditCustomer } from '../../session/roles';
import { useBuyer } from '../shared/use-viewer';
import { BuyPackageCard } from './BuyPackageCard';
import { STATUS_TONE, itemLeft, nameOf, packageDay, productOf } from './labels';

/** `/my-package`: the customer's prepaid packages (what is left, expiry) and the packages on sale. */
export default function MyPackagesScreen() {
  const { t, i18n } = useTranslation();
  const { token, user, locale } = useBuyer();
  const mine = useMyPackages(token);
  const onSale = usePackagesOnSale(token);
  // Credit is offered to credit customers; the server checks the balance.
  const credit = isCreditCustomer(user);
  return (
    <div sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <PageTitle sub={t('buyer:package.listSub')}>{t('buyer:package.title')}</PageTitle>
      {mine.isPending && <Card><Skeleton height={120} /></Card>}
      {mine.data && mine.data.length === 0 && <Card><EmptyState icon="gift" testId="packages-empty" title={t('buyer:package.empty')}
        // 'Buy a package below' only when there is one to buy below.
        text={onSale.data?.length ? t('buyer:package.emptyHint') : undefined} /></Card>}
      {mine.data?.map((h) => (
        <Card key={h.HoldingCode} testId="my-package">
          <Link to={localized(`/my-package/${h.HoldingCode}`, locale)} sx={{ color: 'text', textDecoration: 'none', display: 'block' }}>
            <div sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
              <strong>{nameOf(h, locale)}</strong>
              <Badge tone={STATUS_TONE[h.Status]} testId="package-status">{t(`buyer:package.status.${h.Status}`)}</Badge>
            </div>
            <table sx={{ width: '100%', fontSize: 1, mt: 2, borderCollapse: 'collapse', '& td': { py: 1 } }}>
              <tbody>
                {h.Items.map((i) => (
                  <tr key={i.P_Code} data-testid="package-item">
                    <td>{productOf(i, locale)}</td>
                    <td sx={{ textAlign: 'right' }} data-testid="package-remaining">{itemLeft(i18n, i)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <div sx={{ fontSize: 1, color: 'textMuted', mt: 1 }}>{t('buyer:package.expires', { day: packageDay(h.ExpiresAt, locale) })}</div>
          </Link>
        </Card>
      ))}
      <SectionTitle icon="gift">{t('buyer:package.onSale')}</SectionTitle>
      {onSale.data && onSale.data.length === 0 && <Card><p sx={{ m: 0, color: 'textMuted' }}>{t('buyer:package.noneOnSale')}</p></Card>}
      {onSale.data?.map((p) => <BuyPackageCard key={p.PackageCode} pkg={p} token={token} customerCode={user?.CUSTOMERCODE ?? ''} credit={credit} locale={locale} />)}
    </div>
  );
}
