/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import type { RuleContext, TenantBundle } from '../../../engine';
import { Icon } from '../../widgets/Icon';
import { Logo } from '../shared/Logo';
import { MenuLink, isExternal } from '../shared/MenuLink';
import { useMenu } from '../shared/use-menu';
import { CONTENT_WIDTH } from './widths';

/** Footer: social links, about text, policy links and the trust mark, from the buyerFooter menu. */
export function BuyerFooter({ ctx, bundle }: { ctx: RuleContext; bundle: TenantBundle }) {
  const { t } = useTranslation();
  const items = useMenu(bundle, 'buyerFooter', ctx, 'buyer');
  const social = items.filter((i) => isExternal(i.to) && i.id !== 'trustMark');
  const pages = items.filter((i) => !isExternal(i.to) || i.id === 'trustMark');
  const name = bundle.name[ctx.locale] ?? bundle.name.th;
  return (
    <footer sx={{ bg: 'text', color: 'background', mt: 4 }}>
      <div sx={{ width: CONTENT_WIDTH, mx: 'auto', px: 3, py: 4, display: 'grid', gridTemplateColumns: ['1fr', '1fr', '2fr 1fr 1fr'], gap: 4 }}>
        <div>
          <div sx={{ display: 'inline-block', bg: 'background', borderRadius: 'default', p: 2, mb: 2 }}>
            <Logo bundle={bundle} locale={ctx.locale} height={32} />
          </div>
          <p sx={{ m: 0, fontSize: 1, maxWidth: 420 }}>{t('buyer:layout.about', { name })}</p>
        </div>
        <nav aria-label={t('buyer:layout.footerLinks')} sx={{ display: 'flex', flexDirection: 'column', gap: 2, fontSize: 1 }}>
          {pages.map((item) => (
            <MenuLink key={item.id} item={item} area="buyer" locale={ctx.locale} linkSx={{ '&:hover': { opacity: 1, textDecoration: 'underline' } }} />
          ))}
        </nav>
        <div>
          <div sx={{ fontWeight: 'bold', mb: 2, fontSize: 1 }}>{t('buyer:layout.followUs')}</div>
          <div sx={{ display: 'flex', gap: 2 }}>
            {social.map((item) => (
              <MenuLink key={item.id} item={item} area="buyer" locale={ctx.locale} linkSx={{ display: 'flex', width: 40, height: 40, borderRadius: '50%', bg: 'rgba(255,255,255,0.12)', alignItems: 'center', justifyContent: 'center', '&:hover': { bg: 'primary' } }}>
                <Icon name={item.icon} size={22} />
                <span sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t(item.label)}</span>
              </MenuLink>
            ))}
          </div>
        </div>
      </div>
      <div sx={{ borderTop: '1px solid rgba(255,255,255,0.15)', py: 3, px: 3, textAlign: 'center', fontSize: 0 }}>
        © {new Date().getFullYear()} {name}
      </div>
    </footer>
  );
}
