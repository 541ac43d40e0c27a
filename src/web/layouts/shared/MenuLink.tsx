/** @jsxImportSource theme-ui */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, type NavigateFunction } from 'react-router';
import type { LayoutName, Locale, ResolvedMenuItem } from '../../../engine';
import { localePrefix } from '../../app/locale';
import { runMenuAction } from '../../app/menu-actions';
import type { ThemeUIStyleObject } from 'theme-ui';

export function isExternal(to: string): boolean {
  return /^[a-z]+:\/\//i.test(to) || to.startsWith('mailto:') || to.startsWith('tel:');
}

/** An app path with the locale prefix: '/product' → '/en/product' in English. */
export function localized(to: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return to;
  return to === '/' ? prefix : `${prefix}${to}`;
}

export function actionNavigate(navigate: NavigateFunction, locale: Locale) {
  return (to: string) => navigate(to.startsWith('/en') || isExternal(to) ? to : localized(to, locale));
}

interface MenuLinkProps {
  item: ResolvedMenuItem;
  area: LayoutName;
  locale: Locale;
  /**
   * Styles for the element, merged over the link defaults. Not `sx`: theme-ui's JSX turns `sx` on a
   * component into a class name whose styles lose against the element's own.
   */
  linkSx?: ThemeUIStyleObject;
  children?: ReactNode;
  onDone?: () => void;
  active?: boolean;
}

/** One menu item: an in-app link, an external link (new tab) or an action button. */
export function MenuLink({ item, area, locale, linkSx, children, onDone, active }: MenuLinkProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const content = children ?? t(item.label);
  if (item.to.startsWith('#')) {
    return (
      <button
        type="button"
        data-menu-item={item.id}
        onClick={async () => {
          onDone?.();
          await runMenuAction(item.to, { area, navigate: actionNavigate(navigate, locale) });
        }}
        sx={{ bg: 'transparent', border: 0, font: 'inherit', color: 'inherit', cursor: 'pointer', textAlign: 'left', p: 0, ...linkSx }}
      >
        {content}
      </button>
    );
  }
  if (isExternal(item.to)) {
    return (
      <a href={item.to} target="_blank" rel="noopener noreferrer" data-menu-item={item.id} onClick={onDone} sx={{ color: 'inherit', textDecoration: 'none', ...linkSx }}>
        {content}
      </a>
    );
  }
  return (
    <Link
      to={localized(item.to, locale)}
      data-menu-item={item.id}
      aria-current={active ? 'page' : undefined}
      onClick={onDone}
      sx={{ color: 'inherit', textDecoration: 'none', ...linkSx }}
    >
      {content}
    </Link>
  );
}

/** Whether a menu target is the current page (query ignored, '/' exact). */
export function isActivePath(to: string, path: string): boolean {
  const target = to.split('?')[0];
  if (target === '/' || target === '/merchant' || target === '/rider') return path === target;
  return path === target || path.startsWith(`${target}/`);
}
