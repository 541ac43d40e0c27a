/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import type { LayoutName, ResolvedMenuItem, RuleContext } from '../../../engine';
import { Icon } from '../../widgets/Icon';
import { MenuLink, isActivePath } from '../shared/MenuLink';

/** A fixed bottom bar of menu items (merchant mobile bar, rider bar). */
export function BottomBar({ ctx, items, area, label, maxWidth }: { ctx: RuleContext; items: ResolvedMenuItem[]; area: LayoutName; label: string; maxWidth?: number }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const activeId = [...items]
    .filter((i) => isActivePath(i.to, ctx.route.path))
    // With query-distinguished targets (/rider/singha vs ?status=…), the longest exact match wins.
    .sort((a, b) => score(b.to, ctx) - score(a.to, ctx))[0]?.id;
  return (
    <nav aria-label={label} sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 1000, bg: 'background', borderTop: '1px solid', borderColor: 'border', pb: 'env(safe-area-inset-bottom)' }}>
      <div sx={{ display: 'flex', height: 64, maxWidth: maxWidth ?? 'none', mx: 'auto' }}>
        {items.map((item) => {
          const active = item.id === activeId;
          return (
            <MenuLink
              key={item.id}
              item={item}
              area={area}
              locale={ctx.locale}
              active={active}
              linkSx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: '2px', color: active ? 'primaryText' : 'textMuted', fontSize: '11px', fontWeight: active ? 'bold' : 'body' }}
            >
              <Icon name={item.icon} size={24} />
              <span sx={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{t(item.label)}</span>
            </MenuLink>
          );
        })}
      </div>
    </nav>
  );
}

function score(to: string, ctx: RuleContext): number {
  const [, query] = to.split('?');
  if (!query) return 1;
  const wanted = new URLSearchParams(query);
  for (const [k, v] of wanted) if (ctx.route.query[k] !== v) return 0;
  return 2;
}
