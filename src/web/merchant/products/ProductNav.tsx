/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { stripLocale } from '../../app/locale';
import { localized } from '../../layouts/shared/MenuLink';

const VIEWS = [['', 'edit'], ['/detail', 'prices'], ['/category', 'category'], ['/advanceprice', 'advance']] as const;

/** The product pages belong together: edit, prices, category, advance prices. */
export function ProductNav({ code }: { code: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const here = stripLocale(useLocation().pathname);
  const base = `/merchant/product/${encodeURIComponent(code)}`;
  return (
    <nav aria-label={t('merchant:product.pages')} sx={{ display: 'flex', gap: 1, borderBottom: '1px solid', borderColor: 'border', overflowX: 'auto' }}>
      {VIEWS.map(([suffix, key]) => {
        const to = `${base}${suffix}`;
        const active = suffix === '/advanceprice' ? here.startsWith(to) : here === to;
        return (
          <Link key={key} to={localized(to, locale)} aria-current={active ? 'page' : undefined}
            sx={{ px: 3, py: 2, fontSize: 1, textDecoration: 'none', whiteSpace: 'nowrap', color: active ? 'primaryText' : 'textMuted', fontWeight: active ? 'bold' : 'body', borderBottom: '3px solid', borderColor: active ? 'primary' : 'transparent', mb: '-1px' }}>
            {t(`merchant:product.view.${key}`)}
          </Link>
        );
      })}
    </nav>
  );
}
