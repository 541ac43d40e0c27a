/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { Category } from '../../api/categories';
import { Icon } from '../../widgets/Icon';
import { Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { categoryDrawer } from './drawer-store';
import { categoryName, useCategoryChildren } from './use-categories';

const ROW = {
  display: 'flex',
  alignItems: 'center',
  gap: 3,
  width: '100%',
  px: 3,
  py: 2,
  minHeight: 52,
  bg: 'transparent',
  border: 0,
  borderBottom: '1px solid',
  borderColor: 'border',
  fontFamily: 'body',
  fontSize: 2,
  color: 'text',
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover': { bg: 'muted' },
} as const;

/** The hierarchy in the drawer: one level at a time, up to 3, each headed by an 'All' entry. */
export function DrawerHierarchy({ onSearch }: { onSearch: (path: string[]) => void }) {
  const { t } = useTranslation();
  const { locale } = useBuyer();
  const { path } = useSnapshot(categoryDrawer);
  const level = (path.length + 1) as 1 | 2 | 3;
  const { items, loading } = useCategoryChildren(level, path);
  const open = (c: Category) => {
    if (level === 3) onSearch([...path, c.code]);
    else categoryDrawer.path = [...path, c.code];
  };
  return (
    <div data-testid="drawer-hierarchy" data-level={level}>
      {path.length > 0 && (
        <button type="button" onClick={() => (categoryDrawer.path = path.slice(0, -1))} sx={{ ...ROW, color: 'primaryText', fontWeight: 'bold' }}>
          <Icon name="back" size={20} />
          {t('common:action.back')}
        </button>
      )}
      <button type="button" data-testid="drawer-all" onClick={() => onSearch([...path])} sx={{ ...ROW, fontWeight: 'bold', color: 'primaryText' }}>
        <Icon name="menu" size={20} />
        {t('common:action.all')}
      </button>
      {loading &&
        [1, 2, 3, 4].map((i) => (
          <div key={i} sx={{ px: 3, py: 3 }}>
            <Skeleton height={18} />
          </div>
        ))}
      {!loading && items.length === 0 && <p sx={{ px: 3, color: 'textMuted' }}>{t('buyer:category.empty')}</p>}
      {items.map((c) => (
        <button key={c.code} type="button" data-testid="drawer-category" onClick={() => open(c)} sx={ROW}>
          {c.image ? <img src={c.image} alt="" width={36} height={36} sx={{ width: 36, height: 36, objectFit: 'contain', flexShrink: 0 }} /> : <span sx={{ width: 36, flexShrink: 0 }} />}
          <span sx={{ flex: 1, minWidth: 0 }}>{categoryName(c, locale)}</span>
          {typeof c.itemCount === 'number' && <span sx={{ color: 'textMuted', fontSize: 0 }}>{c.itemCount}</span>}
          {level < 3 && <span sx={{ transform: 'rotate(-90deg)', display: 'flex', color: 'textMuted' }}><Icon name="expand" size={20} /></span>}
        </button>
      ))}
    </div>
  );
}

export const DRAWER_ROW = ROW;
