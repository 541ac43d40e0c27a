/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { localized } from '../../layouts/shared/MenuLink';
import { Icon } from '../../widgets/Icon';
import { useModalFocus } from '../../widgets/use-modal-focus';
import { useBuyer } from '../shared/use-viewer';
import { DrawerDisplayGroups, DrawerSortGroups } from './DrawerGroups';
import { DrawerHierarchy } from './DrawerHierarchy';
import { categoryDrawer, categoryListUrl, closeCategoryDrawer } from './drawer-store';

/**
 * 'Search by category' (buyer spec section 2 "Widgets"): up to 3 hierarchy levels with 'All' at
 * each, or display groups, or custom category sorting, as CATEGORY_DRAWER_MODE says. 30 % of the
 * width on a desktop, 90 % on a phone.
 */
export default function CategoryDrawer() {
  const { t } = useTranslation();
  const { open } = useSnapshot(categoryDrawer);
  const navigate = useNavigate();
  const { flag, locale } = useBuyer();
  const mode = flag('CATEGORY_DRAWER_MODE') ?? 'hierarchy';

  const dialog = useModalFocus<HTMLElement>({ active: open, onEscape: closeCategoryDrawer });

  if (!open) return null;
  const go = (to: string) => {
    closeCategoryDrawer();
    navigate(localized(to, locale));
  };
  const sortKeyToUrl = (key: string, id: string) => {
    const level = Number(key.replace(/\D/g, '')) || 1;
    const path = ['', '', ''];
    path[Math.min(level, 3) - 1] = id;
    go(categoryListUrl(path));
  };
  return (
    <div sx={{ position: 'fixed', inset: 0, zIndex: 1200 }}>
      <div aria-hidden="true" onClick={closeCategoryDrawer} sx={{ position: 'absolute', inset: 0, bg: 'rgba(0,0,0,0.4)' }} />
      <aside
        ref={dialog}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-label={t('common:label.searchByCategory')}
        data-testid="category-drawer"
        sx={{ position: 'absolute', top: 0, bottom: 0, left: 0, width: ['90%', '90%', '30%'], bg: 'background', boxShadow: 'raised', display: 'flex', flexDirection: 'column' }}
      >
        <header sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 3, height: 56, bg: 'primary', color: 'onPrimary', flexShrink: 0 }}>
          <Icon name="menu" />
          <h2 sx={{ m: 0, fontSize: 3, flex: 1 }}>{t('common:label.searchByCategory')}</h2>
          <button type="button" aria-label={t('common:action.close')} onClick={closeCategoryDrawer} sx={{ bg: 'transparent', border: 0, color: 'inherit', cursor: 'pointer', display: 'flex', p: 1 }}>
            <Icon name="close" />
          </button>
        </header>
        <div sx={{ flex: 1, overflowY: 'auto' }}>
          {mode === 'displayGroup' ? (
            <DrawerDisplayGroups onGroup={(id, name) => go(`/product?displayGroupId=${id}&displayGroupName=${encodeURIComponent(name)}`)} />
          ) : mode === 'customSort' ? (
            <DrawerSortGroups onCategory={sortKeyToUrl} />
          ) : (
            <DrawerHierarchy onSearch={(path) => go(categoryListUrl(path))} />
          )}
        </div>
      </aside>
    </div>
  );
}
