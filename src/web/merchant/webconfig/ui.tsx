/** @jsxImportSource theme-ui */
import type { ReactNode } from 'react';
import type { ThemeUIStyleObject } from 'theme-ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { localeFromPath, stripLocale } from '../../app/locale';
import { localized } from '../../layouts/shared/MenuLink';
import { Icon } from '../../widgets/Icon';

const TABS = [
  { to: '/merchant/webconfig', label: 'merchant:webconfig.tabFlags', icon: 'settings' },
  { to: '/merchant/webconfig/compare', label: 'merchant:webconfig.tabCompare', icon: 'compare' },
  { to: '/merchant/webconfig/tenants', label: 'merchant:webconfig.tabTenants', icon: 'storefront' },
  { to: '/merchant/log', label: 'merchant:webconfig.tabLog', icon: 'log' },
] as const;

/** The super-admin pages belong together: one tab strip across them. */
export function AdminTabs() {
  const { t } = useTranslation();
  const location = useLocation();
  const locale = localeFromPath(location.pathname);
  const here = stripLocale(location.pathname);
  return (
    <nav aria-label={t('merchant:webconfig.tabs')} sx={{ display: 'flex', gap: 1, overflowX: 'auto', mb: 3, borderBottom: '1px solid', borderColor: 'border' }}>
      {TABS.map((tab) => {
        const active = here === tab.to;
        return (
          <Link
            key={tab.to}
            to={localized(tab.to, locale)}
            aria-current={active ? 'page' : undefined}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 3, py: 2, whiteSpace: 'nowrap', textDecoration: 'none', fontSize: 1, color: active ? 'primaryText' : 'textMuted', fontWeight: active ? 'bold' : 'body', borderBottom: '3px solid', borderColor: active ? 'primary' : 'transparent', mb: '-1px' }}
          >
            <Icon name={tab.icon} size={18} />
            {t(tab.label)}
          </Link>
        );
      })}
    </nav>
  );
}

export function AdminPage({ title, subtitle, actions, children }: { title: string; subtitle?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <section sx={{ bg: 'background', borderRadius: 'default', boxShadow: 'card', p: [3, 4] }}>
      <AdminTabs />
      <div sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <div sx={{ minWidth: 0 }}>
          <h1 sx={{ fontSize: [3, 4], m: 0 }}>{title}</h1>
          {subtitle && <p sx={{ m: 0, mt: 1, color: 'textMuted', fontSize: 1 }}>{subtitle}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function Badge({ tone, children }: { tone: 'success' | 'error' | 'warning' | 'info' | 'muted'; children: ReactNode }) {
  return (
    <span sx={{ display: 'inline-block', px: 2, py: '1px', borderRadius: 'pill', fontSize: 0, fontWeight: 'bold', whiteSpace: 'nowrap', color: tone === 'muted' ? 'textMuted' : tone, border: '1px solid', borderColor: tone === 'muted' ? 'border' : tone, bg: 'background' }}>
      {children}
    </span>
  );
}

/** Y/N as a switch (role="switch"): the flag is on when checked. */
export function Toggle({ checked, onChange, label, disabled }: { checked: boolean; onChange: (next: boolean) => void; label: string; disabled?: boolean }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      sx={{ position: 'relative', width: 52, height: 28, flexShrink: 0, borderRadius: 'pill', border: 0, cursor: 'pointer', bg: checked ? 'success' : 'border', transition: 'background-color 120ms', '&:disabled': { opacity: 0.6, cursor: 'default' } }}
    >
      <span sx={{ position: 'absolute', top: '3px', left: checked ? '27px' : '3px', width: 22, height: 22, borderRadius: '50%', bg: 'background', boxShadow: 'card', transition: 'left 120ms' }} />
    </button>
  );
}

export function SearchInput({ value, onChange, label }: { value: string; onChange: (v: string) => void; label: string }) {
  return (
    <div sx={{ position: 'relative', maxWidth: 360, width: '100%' }}>
      <span sx={{ position: 'absolute', left: 2, top: '50%', transform: 'translateY(-50%)', color: 'textMuted', display: 'flex' }}>
        <Icon name="search" size={18} />
      </span>
      <input
        type="search"
        value={value}
        aria-label={label}
        placeholder={label}
        onChange={(e) => onChange(e.target.value)}
        sx={{ width: '100%', fontFamily: 'body', fontSize: 1, pl: 5, pr: 2, py: 2, border: '1px solid', borderColor: 'border', borderRadius: 'default', bg: 'background', color: 'text', outline: 'none', '&:focus': { borderColor: 'primary' } }}
      />
    </div>
  );
}

/** Loading, refused and empty states of the admin pages. */
export function StateText({ children }: { children: ReactNode }) {
  return <p sx={{ textAlign: 'center', color: 'textMuted', py: 4, m: 0 }}>{children}</p>;
}

/** A table on desktop; below md each row becomes a stacked card (cells one under another). */
export const stackedTable: ThemeUIStyleObject = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 1,
  '& thead': { display: ['none', 'none', 'table-header-group'] },
  '& tbody': { display: ['block', 'block', 'table-row-group'] },
  '& tr': { display: ['block', 'block', 'table-row'], py: [2, 2, 0] },
  '& td': { display: ['block', 'block', 'table-cell'], py: [1, 1, 2] },
};

/** Shown in front of a stacked cell on phones, where the column header is hidden. */
export function MobileLabel({ children }: { children: ReactNode }) {
  return <span sx={{ display: ['inline', 'inline', 'none'], fontSize: 0, color: 'textMuted', mr: 1 }}>{children}:</span>;
}

/** A flag value as text: empty strings visible as "", missing as —. */
export function shownValue(value: string | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return value === '' ? '""' : value;
}
