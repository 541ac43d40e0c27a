/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { nonEmptyGroups } from '../../../domain';
import { useCategorySortGroups } from '../../api/categories';
import { displayGroupName, useDisplayGroups } from '../../api/products-display-groups';
import { Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { DRAWER_ROW } from './DrawerHierarchy';

/** Display groups of type DRAWER (take 36), groups without products left out by the server. */
export function DrawerDisplayGroups({ onGroup }: { onGroup: (id: number, name: string) => void }) {
  const { t } = useTranslation();
  const { token, locale } = useBuyer();
  const { data, isPending, fetchStatus } = useDisplayGroups(token, 'DRAWER');
  if (isPending && fetchStatus !== 'idle') return <div sx={{ p: 3 }}><Skeleton height={120} /></div>;
  const groups = data ?? [];
  if (groups.length === 0) return <p sx={{ px: 3, color: 'textMuted' }}>{t('buyer:category.empty')}</p>;
  return (
    <div data-testid="drawer-groups" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 2, p: 3 }}>
      {groups.map((g) => {
        const name = displayGroupName(g, locale);
        return (
          <button
            key={g.Id}
            type="button"
            data-testid="drawer-group"
            onClick={() => onGroup(g.Id, name)}
            sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, p: 2, bg: 'background', border: '1px solid', borderColor: 'border', borderRadius: 'default', cursor: 'pointer', fontFamily: 'body', fontSize: 1, color: 'text', '&:hover': { borderColor: 'primary' } }}
          >
            {g.LogoImage ? <img src={g.LogoImage} alt="" width={64} height={64} sx={{ width: 64, height: 64, objectFit: 'contain' }} /> : <span sx={{ width: 64, height: 64, bg: 'muted', borderRadius: '50%' }} />}
            <span sx={{ textAlign: 'center', lineHeight: 1.3 }}>{name}</span>
          </button>
        );
      })}
    </div>
  );
}

/** Custom category sorting: numbered groups with their categories, empty groups hidden. */
export function DrawerSortGroups({ onCategory }: { onCategory: (key: string, id: string) => void }) {
  const { t } = useTranslation();
  const { token, locale, redeem } = useBuyer();
  const { data, isPending, fetchStatus } = useCategorySortGroups(token, redeem);
  if (isPending && fetchStatus !== 'idle') return <div sx={{ p: 3 }}><Skeleton height={120} /></div>;
  const groups = nonEmptyGroups(data ?? []);
  if (groups.length === 0) return <p sx={{ px: 3, color: 'textMuted' }}>{t('buyer:category.empty')}</p>;
  return (
    <div data-testid="drawer-sort-groups">
      {groups.map((g) => (
        <section key={g.Number}>
          <h3 sx={{ m: 0, px: 3, pt: 3, pb: 1, fontSize: 1, color: 'textMuted', textTransform: 'uppercase' }}>{locale === 'en' && g.NameEn ? g.NameEn : g.Name}</h3>
          {g.Items.map((item) => (
            <button key={item.Id} type="button" data-testid="drawer-category" onClick={() => onCategory(g.Key, item.Id)} sx={DRAWER_ROW}>
              <span sx={{ flex: 1 }}>{locale === 'en' && item.NameEn ? item.NameEn : item.Name}</span>
            </button>
          ))}
        </section>
      ))}
    </div>
  );
}
