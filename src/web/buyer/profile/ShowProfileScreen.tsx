/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBaht } from '../../../domain';
import { localized } from '../../layouts/shared/MenuLink';
import { creditBalance, isCreditCustomer } from '../../session/roles';
import { Card, PageTitle, Row } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';

/** `/profile/showProfile`: the customer's details, and the credit balance for credit customers (not in points mode). */
export default function ShowProfileScreen() {
  const { t } = useTranslation();
  const { user, locale, redeem, flag } = useBuyer();
  const sapCodes = (flag('CREDIT_SAP_COMPANY_CODE') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const credit = isCreditCustomer(user, null, sapCodes) && !redeem && flag('ENABLE_CREDIT_BALANCE') === 'Y';
  const text = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));
  const address = [user?.ADDRESS, user?.TownName, user?.AmpherName, user?.ProvinceName, user?.ZIP].filter(Boolean).join(' ');
  return (
    <div data-testid="show-profile">
      <PageTitle action={<Link to={localized('/profile/editProfile', locale)} sx={{ variant: 'buttons.outline', px: 3, py: 1, textDecoration: 'none' }}>{t('common:title.editProfile')}</Link>}>
        {t('buyer:profile.show')}
      </PageTitle>
      <Card extra={{ maxWidth: 720 }}>
        <Row label={t('register.name', { ns: 'buyer' })}>{text(user?.CUSTOMERNAME)}</Row>
        <Row label={t('buyer:profile.code')}>{text(user?.CUSTOMERCODE)}</Row>
        <Row label={t('buyer:auth.mobileNo')}>{text(user?.MobileNo ?? user?.Phone)}</Row>
        <Row label={t('buyer:profile.email')}>{text(user?.Email)}</Row>
        <Row label={t('buyer:profile.address')}>{text(address)}</Row>
        <Row label={t('buyer:profile.taxNo')}>{text(user?.TAXNO)}</Row>
        <Row label={t('common:terms.distributionCenter')}>{text(user?.ActiveDCName ?? user?.ActiveDC)}</Row>
        {credit && (
          <>
            <Row label={t('buyer:profile.creditLimit')}>{formatBaht(Number(user?.AuthorizeAmount ?? 0), locale)}</Row>
            <Row label={t('buyer:profile.debt')}>{formatBaht(Number(user?.DebtAmount ?? 0), locale)}</Row>
            <Row label={t('common:menu.creditBalance')} strong testId="credit-balance-profile">{formatBaht(creditBalance(user), locale)}</Row>
          </>
        )}
      </Card>
    </div>
  );
}
