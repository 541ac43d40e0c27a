/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import type { ResolvedMenuItem, RuleContext, TenantBundle } from '../../../engine';
import { Icon } from '../../widgets/Icon';
import { useModalFocus } from '../../widgets/use-modal-focus';
import { Logo } from '../shared/Logo';
import { MenuLink, isActivePath } from '../shared/MenuLink';

/** Side drawer from the merchantDrawer menu: 30% wide on desktop, 90% on mobile. */
export function MerchantDrawer({ ctx, bundle, items, open, onClose }: { ctx: RuleContext; bundle: TenantBundle; items: ResolvedMenuItem[]; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  // A modal like the storefront's category drawer: the keyboard goes into it and stays there (Tab
  // used to walk the page hidden under the backdrop), Escape closes it, focus returns to 'Menu'.
  const dialog = useModalFocus<HTMLDivElement>({ active: open, onEscape: onClose });
  if (!open) return null;
  return (
    <div sx={{ position: 'fixed', inset: 0, zIndex: 1200 }}>
      <div onClick={onClose} aria-hidden="true" sx={{ position: 'absolute', inset: 0, bg: 'rgba(0,0,0,0.4)' }} />
      <div
        ref={dialog}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-label={t('merchant:layout.menu')}
        data-testid="merchant-drawer"
        sx={{ position: 'absolute', top: 0, bottom: 0, left: 0, width: ['90%', '90%', '30%'], bg: 'background', boxShadow: 'raised', display: 'flex', flexDirection: 'column', overflowY: 'auto', outline: 'none' }}
      >
        <div sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 3, py: 2, borderBottom: '1px solid', borderColor: 'border', minHeight: 64 }}>
          <Logo bundle={bundle} locale={ctx.locale} height={36} />
          <button type="button" onClick={onClose} aria-label={t('common:action.close')} sx={{ bg: 'transparent', border: 0, cursor: 'pointer', p: 2, display: 'flex', color: 'text' }}>
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label={t('merchant:layout.menu')}>
          <ul sx={{ listStyle: 'none', m: 0, p: 0, py: 2 }}>
            {items.map((item) => {
              const active = isActivePath(item.to, ctx.route.path);
              return (
                <li key={item.id}>
                  <MenuLink
                    item={item}
                    area="merchant"
                    locale={ctx.locale}
                    active={active}
                    onDone={onClose}
                    linkSx={{ display: 'flex', alignItems: 'center', gap: 3, width: '100%', px: 3, py: '10px', fontSize: 2, color: active ? 'primaryText' : 'text', bg: active ? 'highlight' : 'transparent', borderLeft: '4px solid', borderColor: active ? 'primary' : 'transparent', '&:hover': { bg: 'muted' } }}
                  >
                    <Icon name={item.icon} size={22} />
                    <span>{t(item.label)}</span>
                  </MenuLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </div>
  );
}
