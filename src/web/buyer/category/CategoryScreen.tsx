/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Category } from '../../api/categories';
import { localized } from '../../layouts/shared/MenuLink';
import { Icon } from '../../widgets/Icon';
import { Card, EmptyState, PageTitle, Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { categoryListUrl } from './drawer-store';
import { categoryName, useCategoryChildren } from './use-categories';

function LevelThree({ path }: { path: string[] }) {
  const { locale } = useBuyer();
  const { items } = useCategoryChildren(3, path);
  if (items.length === 0) return null;
  return (
    <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2 }}>
      {items.map((c) => (
        <Link key={c.code} to={localized(categoryListUrl([...path, c.code]), locale)} sx={{ px: 2, py: 1, borderRadius: 'pill', bg: 'muted', color: 'text', textDecoration: 'none', fontSize: 0, '&:hover': { color: 'primaryText' } }}>
          {categoryName(c, locale)}
        </Link>
      ))}
    </div>
  );
}

/** `/product/category`: level 1 on the left (or on top on a phone), its levels 2 and 3 beside it. */
export default function CategoryScreen() {
  const { t } = useTranslation();
  const { locale } = useBuyer();
  const level1 = useCategoryChildren(1, []);
  const [chosen, setChosen] = useState<string | null>(null);
  const current = chosen ?? level1.items[0]?.code ?? null;
  const level2 = useCategoryChildren(2, current ? [current] : ['-']);
  const currentCat = level1.items.find((c) => c.code === current);
  if (!level1.loading && level1.items.length === 0) return <Card><EmptyState icon="menu" title={t('buyer:category.empty')} /></Card>;
  return (
    <div>
      <PageTitle>{t('common:title.category')}</PageTitle>
      <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '260px 1fr'], gap: 3, alignItems: 'start' }}>
        <Card extra={{ p: 0, overflow: 'hidden' }}>
          <ul data-testid="category-level1" sx={{ listStyle: 'none', m: 0, p: 0, display: ['flex', 'block'], overflowX: ['auto', 'visible'] }}>
            {level1.loading && <li sx={{ p: 3 }}><Skeleton height={200} /></li>}
            {level1.items.map((c: Category) => (
              <li key={c.code} sx={{ flexShrink: 0 }}>
                <button
                  type="button"
                  aria-pressed={c.code === current}
                  onClick={() => setChosen(c.code)}
                  sx={{ width: '100%', textAlign: 'left', px: 3, py: 2, border: 0, borderLeft: ['none', '4px solid'], borderBottom: ['3px solid', 'none'], borderColor: c.code === current ? 'primary' : 'transparent', bg: c.code === current ? 'highlight' : 'background', color: c.code === current ? 'primaryText' : 'text', fontFamily: 'body', fontSize: 1, fontWeight: c.code === current ? 'bold' : 'body', cursor: 'pointer', whiteSpace: ['nowrap', 'normal'] }}
                >
                  {categoryName(c, locale)}
                </button>
              </li>
            ))}
          </ul>
        </Card>
        <Card>
          {currentCat && (
            <Link to={localized(categoryListUrl([currentCat.code]), locale)} data-testid="category-all" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'primaryText', fontWeight: 'bold', mb: 3 }}>
              {t('buyer:category.allOf', { name: categoryName(currentCat, locale) })}
              <span sx={{ transform: 'rotate(-90deg)', display: 'flex' }}><Icon name="expand" size={18} /></span>
            </Link>
          )}
          <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr 1fr', 'repeat(3, 1fr)'], gap: 3 }}>
            {level2.items.map((c) => (
              <div key={c.code} sx={{ border: '1px solid', borderColor: 'border', borderRadius: 'default', p: 3 }}>
                <Link to={localized(categoryListUrl([current ?? '', c.code]), locale)} sx={{ display: 'flex', alignItems: 'center', gap: 2, color: 'text', fontWeight: 'bold', textDecoration: 'none', '&:hover': { color: 'primaryText' } }}>
                  {c.image && <img src={c.image} alt="" width={40} height={40} sx={{ width: 40, height: 40, objectFit: 'contain' }} />}
                  {categoryName(c, locale)}
                </Link>
                <LevelThree path={[current ?? '', c.code]} />
              </div>
            ))}
          </div>
        </Card>
      </div>
    </div>
  );
}
