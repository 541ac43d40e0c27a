/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Category } from '../../api/categories';
import { localized } from '../../layouts/shared/MenuLink';
import { categoryListUrl } from '../category/drawer-store';
import { categoryName, useCategoryChildren } from '../category/use-categories';
import { useBuyer } from '../shared/use-viewer';

function Level({ level, parents, current, depth }: { level: 1 | 2 | 3; parents: string[]; current: string[]; depth: number }) {
  const { locale } = useBuyer();
  const { items } = useCategoryChildren(level, parents);
  if (items.length === 0) return null;
  return (
    <ul sx={{ listStyle: 'none', m: 0, p: 0, pl: level > 1 ? 3 : 0 }}>
      {items.map((c: Category) => {
        const path = [...parents, c.code];
        const active = current[level - 1] === c.code && parents.every((p, i) => current[i] === p);
        return (
          <li key={c.code}>
            <Link
              to={localized(categoryListUrl(path), locale)}
              aria-current={active ? 'true' : undefined}
              sx={{ display: 'block', py: 1, px: 2, borderRadius: 'small', color: active ? 'primaryText' : 'text', fontWeight: active ? 'bold' : 'body', textDecoration: 'none', fontSize: 1, '&:hover': { bg: 'muted' } }}
            >
              {categoryName(c, locale)}
            </Link>
            {active && level < depth && <Level level={(level + 1) as 2 | 3} parents={path} current={current} depth={depth} />}
          </li>
        );
      })}
    </ul>
  );
}

/** Desktop side menu of categories; SIDE_MENU_CATEGORY_LEVEL says how many levels it opens (1–3). */
export function SideMenu({ current }: { current: string[] }) {
  const { t } = useTranslation();
  const { flag, locale } = useBuyer();
  const depth = Math.min(3, Math.max(1, Number(flag('SIDE_MENU_CATEGORY_LEVEL')) || 1));
  return (
    <nav aria-label={t('buyer:list.categories')} data-testid="side-menu" sx={{ bg: 'background', borderRadius: 'default', boxShadow: 'card', p: 2, position: 'sticky', top: 136 }}>
      <h2 sx={{ fontSize: 2, m: 0, px: 2, py: 1, mb: 1 }}>{t('buyer:list.categories')}</h2>
      <Link to={localized('/product', locale)} sx={{ display: 'block', py: 1, px: 2, color: current.some(Boolean) ? 'text' : 'primaryText', fontWeight: current.some(Boolean) ? 'body' : 'bold', textDecoration: 'none', fontSize: 1 }}>
        {t('buyer:list.allProducts')}
      </Link>
      <Level level={1} parents={[]} current={current} depth={depth} />
    </nav>
  );
}
