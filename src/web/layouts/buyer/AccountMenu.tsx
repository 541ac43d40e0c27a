/** @jsxImportSource theme-ui */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPoints } from '../../../domain';
import type { ResolvedMenuItem, RuleContext } from '../../../engine';
import { usePoints } from '../../api/points';
import { rootSession } from '../../session/root-session';
import { Icon } from '../../widgets/Icon';
import { MenuLink } from '../shared/MenuLink';
import { useDismiss } from '../shared/use-dismiss';

/** 'My Account' menu: name, points, then the bundle's buyerAccount items. */
export function AccountMenu({ ctx, items, token }: { ctx: RuleContext; items: ResolvedMenuItem[]; token: string | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);

  const pointsItem = items.find((i) => i.id === 'points');
  const { data: points } = usePoints(token, !!pointsItem);
  useEffect(() => {
    if (points !== undefined) rootSession.points = points;
  }, [points]);

  const name = ctx.session.guest ? t('buyer:layout.guest') : String(ctx.user?.CUSTOMERNAME ?? ctx.user?.CUSTOMERCODE ?? '');
  const pointsText = pointsItem && typeof points === 'number' ? formatPoints(points, ctx.locale, t('common:terms.pointsUnit')) : null;

  return (
    <div ref={ref} sx={{ position: 'relative', flexShrink: 0 }}>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        sx={{ display: 'flex', alignItems: 'center', gap: 2, bg: 'transparent', border: '1px solid', borderColor: 'border', borderRadius: 'default', px: 2, py: 1, cursor: 'pointer', fontFamily: 'body', color: 'text', maxWidth: 220 }}
      >
        <span sx={{ display: 'flex', width: 32, height: 32, borderRadius: '50%', bg: 'highlight', color: 'primaryText', alignItems: 'center', justifyContent: 'center' }}>
          <Icon name="person" size={20} />
        </span>
        <span sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', minWidth: 0, lineHeight: 1.25 }}>
          <span sx={{ fontSize: 0, color: 'textMuted' }}>{t('common:menu.myAccount')}</span>
          <strong data-i18n-data sx={{ fontSize: 1, maxWidth: 140, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</strong>
        </span>
        <Icon name="expand" size={18} />
      </button>
      {open && (
        <div role="menu" sx={{ position: 'absolute', right: 0, top: 'calc(100% + 8px)', zIndex: 1100, minWidth: 260, bg: 'background', borderRadius: 'default', boxShadow: 'raised', border: '1px solid', borderColor: 'border', py: 2 }}>
          <div sx={{ px: 3, pb: 2, mb: 1, borderBottom: '1px solid', borderColor: 'border' }}>
            <div data-i18n-data sx={{ fontWeight: 'bold' }}>{name}</div>
            {pointsText && (
              <div data-testid="account-points" sx={{ fontSize: 1, color: 'primaryText', display: 'flex', alignItems: 'center', gap: 1 }}>
                <Icon name="star" size={16} />
                {pointsText}
              </div>
            )}
          </div>
          {items.map((item) => (
            <MenuLink
              key={item.id}
              item={item}
              area="buyer"
              locale={ctx.locale}
              onDone={close}
              linkSx={{ display: 'flex', alignItems: 'center', gap: 2, width: '100%', px: 3, py: 2, fontSize: 1, '&:hover': { bg: 'muted' } }}
            >
              <Icon name={item.icon} size={20} />
              <span role="menuitem">{t(item.label)}</span>
            </MenuLink>
          ))}
        </div>
      )}
    </div>
  );
}
