/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatBaht, formatPoints } from '../../../domain';
import { usePoints } from '../../api/points';
import { runMenuAction } from '../../app/menu-actions';
import { useResolvedBundle } from '../../app/resolved-bundle';
import { useRuleContext } from '../../app/use-rule-context';
import { actionNavigate, localized, MenuLink } from '../../layouts/shared/MenuLink';
import { useMenu } from '../../layouts/shared/use-menu';
import { creditBalance, isCreditCustomer, isSalespersonAsCustomer } from '../../session/roles';
import { Icon } from '../../widgets/Icon';
import { Button, Card } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';

interface Entry {
  to: string;
  label: string;
  icon: string;
}

/** `/profile`: who is signed in, points and credit, the sales/redeem switch, and every profile page. */
export default function ProfileScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bundle = useResolvedBundle();
  const { ctx } = useRuleContext('buyer');
  // The phone layout has no 'My Account' menu: its packages, recurring orders, centre switch and logout live here (same items, same rules).
  const accountItems = useMenu(bundle, 'buyerAccount', ctx, 'buyer');
  const accountActions = accountItems.filter((i) => i.id === 'switchDc' || i.id === 'logout');
  const accountPages: Entry[] = accountItems
    .filter((i) => i.id === 'myPackage' || i.id === 'orderSubscription')
    .map((i) => ({ to: i.to, label: t(i.label), icon: i.icon ?? 'dot' }));
  const { token, user, locale, redeem, flag } = useBuyer();
  const { data: points } = usePoints(token, flag('ENABLE_POINT_LEDGER') === 'Y' || flag('ENABLE_REDEEM') === 'Y');
  const salesperson = isSalespersonAsCustomer(user);
  const sapCodes = (flag('CREDIT_SAP_COMPANY_CODE') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const credit = isCreditCustomer(user, null, sapCodes) && flag('ENABLE_CREDIT_BALANCE') === 'Y' && !redeem;
  const forms = bundle.forms ?? {};
  const entries: Entry[] = [
    { to: '/profile/showProfile', label: t('buyer:profile.show'), icon: 'person' },
    { to: '/profile/editProfile', label: t('common:title.editProfile'), icon: 'article' },
    ...(salesperson ? [] : [{ to: '/profile/changePassword', label: t('common:title.changePassword'), icon: 'lock' }]),
    { to: '/profile/address', label: t('common:title.address'), icon: 'store' },
    { to: '/history', label: t(redeem ? 'common:menu.redeemHistory' : 'common:menu.history'), icon: 'history' },
    ...accountPages,
    { to: '/profile/wishlist', label: t('common:title.wishlist'), icon: 'star' },
    { to: '/profile/mycoupon', label: t('common:title.coupons'), icon: 'tag' },
    ...(salesperson ? [] : [{ to: '/profile/newslist', label: t('common:terms.newsAndPromotions'), icon: 'news' }]),
    ...(forms.groupQA?.enabled ? [{ to: '/profile/groupQA', label: t('buyer:profileForms.groupQA'), icon: 'help' }] : []),
    ...(forms.petInformation?.enabled ? [{ to: '/profile/petInformation', label: t('buyer:profileForms.petInformation'), icon: 'help' }] : []),
    ...(flag('ENABLE_PDPA') === 'Y' ? [{ to: '/pdpa', label: t('common:title.pdpa'), icon: 'shield' }] : []),
  ];
  const toggleMode = () => runMenuAction(redeem ? '#mode:sales' : '#mode:redeem', { area: 'buyer', navigate: actionNavigate(navigate, locale) });
  return (
    <div data-testid="profile-menu" sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr', '340px 1fr'], gap: 3, alignItems: 'start' }}>
      <Card>
        <div sx={{ display: 'flex', alignItems: 'center', gap: 3, mb: 3 }}>
          <span sx={{ width: 64, height: 64, borderRadius: '50%', bg: 'highlight', color: 'primaryText', display: 'flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0 }}>
            <Icon name="person" size={40} />
          </span>
          <div sx={{ minWidth: 0 }}>
            <h1 data-i18n-data sx={{ fontSize: 4, m: 0 }}>{user?.CUSTOMERNAME ?? ''}</h1>
            <div data-i18n-data sx={{ color: 'textMuted', fontSize: 1 }}>{user?.CUSTOMERCODE} · {String(user?.ActiveDCName ?? user?.ActiveDC ?? '')}</div>
          </div>
        </div>
        {typeof points === 'number' && (
          <div data-testid="profile-points" sx={{ display: 'flex', justifyContent: 'space-between', p: 2, bg: 'highlight', borderRadius: 'default', mb: 2 }}>
            <span>{t('common:terms.points')}</span>
            <strong sx={{ color: 'primaryText' }}>{formatPoints(points, locale, t('common:terms.pointsUnit'))}</strong>
          </div>
        )}
        {credit && (
          <div data-testid="profile-credit" sx={{ display: 'flex', justifyContent: 'space-between', p: 2, bg: 'muted', borderRadius: 'default', mb: 2 }}>
            <span>{t('common:menu.creditBalance')}</span>
            <strong>{formatBaht(creditBalance(user), locale)}</strong>
          </div>
        )}
        {flag('ENABLE_REDEEM') === 'Y' && (
          <Button block variant={redeem ? 'outline' : 'secondary'} data-testid="mode-toggle" onClick={() => void toggleMode()}>
            <Icon name={redeem ? 'store' : 'redeem'} size={20} />
            {t(redeem ? 'common:menu.productsForSale' : 'common:menu.redeem')}
          </Button>
        )}
      </Card>
      <Card extra={{ p: 0 }}>
        <ul sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {entries.map((e) => (
            <li key={e.to}>
              <Link to={localized(e.to, locale)} sx={{ display: 'flex', alignItems: 'center', gap: 3, px: 3, py: 3, borderBottom: '1px solid', borderColor: 'muted', color: 'text', textDecoration: 'none', '&:hover': { bg: 'muted' } }}>
                <span sx={{ color: 'primaryText', display: 'flex' }}><Icon name={e.icon} size={22} /></span>
                <span sx={{ flex: 1 }}>{e.label}</span>
                <span sx={{ transform: 'rotate(-90deg)', display: 'flex', color: 'textMuted' }}><Icon name="expand" size={20} /></span>
              </Link>
            </li>
          ))}
          {accountActions.map((item) => (
            <li key={item.id}>
              <MenuLink
                item={item}
                area="buyer"
                locale={locale}
                linkSx={{ display: 'flex', alignItems: 'center', gap: 3, width: '100%', px: 3, py: 3, borderBottom: '1px solid', borderColor: 'muted', color: item.id === 'logout' ? 'errorText' : 'text', '&:hover': { bg: 'muted' } }}
              >
                <span sx={{ color: item.id === 'logout' ? 'errorText' : 'primaryText', display: 'flex' }}><Icon name={item.icon} size={22} /></span>
                <span sx={{ flex: 1 }}>{t(item.label)}</span>
              </MenuLink>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
