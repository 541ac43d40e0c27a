/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localized } from '../../layouts/shared/MenuLink';
import { Icon } from '../../widgets/Icon';
import { CategoryDrawerHost } from '../category/DrawerHost';
import { categoryListUrl, openCategoryDrawer } from '../category/drawer-store';
import { categoryName, useCategoryChildren } from '../category/use-categories';
import { SectionTitle, Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';

/** Two lines of a tile's name, loaded or not: tiles keep one height, so nothing below them moves. */
const LABEL_HEIGHT = '2.6em';

/** The first level of categories as tiles, and 'Search by category' for the whole drawer. */
export default function HomeCategories() {
  const { t } = useTranslation();
  const { locale } = useBuyer();
  const { items, loading } = useCategoryChildren(1, []);
  return (
    <section data-testid="home-categories" sx={{ mb: 4 }}>
      <SectionTitle
        icon="menu"
        action={
          <button type="button" onClick={openCategoryDrawer} sx={{ bg: 'transparent', border: 0, color: 'primaryText', fontWeight: 'bold', fontFamily: 'body', fontSize: 1, cursor: 'pointer' }}>
            {t('common:label.searchByCategory')}
          </button>
        }
      >
        {t('buyer:home.categories')}
      </SectionTitle>
      <div sx={{ display: 'grid', gridTemplateColumns: ['repeat(4, minmax(0, 1fr))', 'repeat(6, minmax(0, 1fr))', 'repeat(8, minmax(0, 1fr))'], gap: [2, 3] }}>
        {loading &&
          Array.from({ length: 8 }, (_, i) => (
            <div key={i} sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'center' }}>
              <span sx={{ width: [56, 72], height: [56, 72], borderRadius: '50%', bg: 'background' }} />
              <span sx={{ width: '70%', height: LABEL_HEIGHT, fontSize: [0, 1] }}>
                <Skeleton height={12} />
              </span>
            </div>
          ))}
        {items.slice(0, 16).map((c) => (
          <Link
            key={c.code}
            to={localized(categoryListUrl([c.code]), locale)}
            data-testid="home-category"
            sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, textDecoration: 'none', color: 'text', fontSize: [0, 1], textAlign: 'center', '&:hover': { color: 'primaryText' } }}
          >
            <span sx={{ width: [56, 72], height: [56, 72], borderRadius: '50%', bg: 'background', boxShadow: 'card', display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden', color: 'primaryText' }}>
              {c.image ? <img src={c.image} alt="" width={48} height={48} loading="lazy" sx={{ width: '70%', height: '70%', objectFit: 'contain' }} /> : <Icon name="store" size={32} />}
            </span>
            <span sx={{ lineHeight: 1.3, height: LABEL_HEIGHT, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>{categoryName(c, locale)}</span>
          </Link>
        ))}
      </div>
      <CategoryDrawerHost />
    </section>
  );
}
