/** @jsxImportSource theme-ui */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResolvedMenuItem, RuleContext } from '../../../engine';
import { roleName as roleNameOf } from '../../merchant/role-name';
import type { MerchantUser } from '../../session/types';
import { Icon } from '../../widgets/Icon';
import { MenuLink } from '../shared/MenuLink';
import { useDismiss } from '../shared/use-dismiss';

/** Account menu: user name and role name, then My Account, Switch Distribution Center, Logout. */
export function MerchantAccountMenu({ ctx, user, items }: { ctx: RuleContext; user: MerchantUser; items: ResolvedMenuItem[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  const name = String(user.usernames ?? user.userid);
  const roleName = roleNameOf(t, user);
  return (
    <div ref={ref} sx={{ position: 'relative' }}>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        // On a phone only the icon shows: the name still names the button.
        aria-label={roleName ? `${name}, ${roleName}` : String(name)}
        onClick={() => setOpen((o) => !o)}
        sx={{ display: 'flex', alignItems: 'center', gap: 2, bg: 'transparent', color: 'inherit', border: 0, cursor: 'pointer', fontFamily: 'body', px: 1 }}
      >
        <span sx={{ display: 'flex', width: 34, height: 34, borderRadius: '50%', bg: 'rgba(255,255,255,0.2)', alignItems: 'center', justifyContent: 'center' }}>
          <Icon name="person" size={20} />
        </span>
        <span sx={{ display: ['none', 'flex'], flexDirection: 'column', alignItems: 'flex-start', lineHeight: 1.25 }}>
          <strong data-testid="merchant-user-name" sx={{ fontSize: 1 }}>{name}</strong>
          {roleName && <span sx={{ fontSize: 0 }}>{roleName}</span>}
        </span>
        <Icon name="expand" size={18} />
      </button>
      {open && (
        <div role="menu" sx={{ position: 'absolute', right: 0, top: 'calc(100% + 8px)', zIndex: 1100, minWidth: 240, bg: 'background', color: 'text', borderRadius: 'default', boxShadow: 'raised', border: '1px solid', borderColor: 'border', py: 2 }}>
          <div sx={{ px: 3, pb: 2, mb: 1, borderBottom: '1px solid', borderColor: 'border' }}>
            <div sx={{ fontWeight: 'bold' }}>{name}</div>
            {roleName && <div sx={{ fontSize: 0, color: 'textMuted' }}>{roleName}</div>}
          </div>
          {items.map((item) => (
            <MenuLink key={item.id} item={item} area="merchant" locale={ctx.locale} onDone={close} linkSx={{ display: 'flex', alignItems: 'center', gap: 2, width: '100%', px: 3, py: 2, fontSize: 1, '&:hover': { bg: 'muted' } }}>
              <Icon name={item.icon} size={20} />
              <span role="menuitem">{t(item.label)}</span>
            </MenuLink>
          ))}
        </div>
      )}
    </div>
  );
}
