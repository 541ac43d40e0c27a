/** @jsxImportSource theme-ui */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../../engine';
import { useCompare } from '../../api/webconfig-compare';
import { useTenants, type TenantState } from '../../api/webconfig-tenants';
import { configStore } from '../../app/config-store';
import { localeFromPath, type Locale } from '../../app/locale';
import { merchantSession } from '../../session/merchant-session';
import { AdminPage, StateText, shownValue } from './ui';

function tenantLabel(tenant: TenantState, locale: Locale): string {
  const name = tenant.Name?.[locale] ?? tenant.Name?.th;
  return name ? `${name} (${tenant.TenantId})` : tenant.TenantId;
}

function TenantSelect({ label, value, tenants, locale, onChange }: { label: string; value: string; tenants: TenantState[]; locale: Locale; onChange: (v: string) => void }) {
  return (
    <label sx={{ display: 'flex', flexDirection: 'column', gap: 1, fontSize: 1, fontWeight: 'bold', flex: '1 1 220px' }}>
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)} sx={{ fontFamily: 'body', fontSize: 2, fontWeight: 'body', px: 2, py: 2, border: '1px solid', borderColor: 'border', borderRadius: 'default', bg: 'background', color: 'text' }}>
        {tenants.map((tn) => (
          <option key={tn.TenantId} value={tn.TenantId}>
            {tenantLabel(tn, locale)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** `/merchant/webconfig/compare` (super admin): two tenants' effective flags side by side, differences marked. */
export default function WebConfigCompareScreen(_props: BlockProps) {
  const { t } = useTranslation();
  const { token } = useSnapshot(merchantSession);
  const { tenantId } = useSnapshot(configStore);
  const locale = localeFromPath(useLocation().pathname);
  const tenants = useTenants(token);
  const serving = useMemo(() => (tenants.data?.Data ?? []).filter((tn) => tn.Serving), [tenants.data]);
  const [a, setA] = useState(tenantId ?? '');
  const [b, setB] = useState('');
  const [onlyDifferent, setOnlyDifferent] = useState(false);
  useEffect(() => {
    if (!b && serving.length > 0) setB(serving.find((tn) => tn.TenantId !== a)?.TenantId ?? serving[0].TenantId);
  }, [serving, a, b]);
  const compare = useCompare(token, a, b);
  const rows = (compare.data?.Data ?? []).filter((r) => !onlyDifferent || r.Different);
  const differences = (compare.data?.Data ?? []).filter((r) => r.Different).length;
  const name = (id: string) => {
    const found = serving.find((tn) => tn.TenantId === id);
    return found ? tenantLabel(found, locale) : id;
  };
  return (
    <AdminPage title={t('merchant:webconfig.compareTitle')} subtitle={t('merchant:webconfig.compareSubtitle')}>
      <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 3, alignItems: 'flex-end' }}>
        <TenantSelect label={t('merchant:webconfig.tenantA')} value={a} tenants={serving} locale={locale} onChange={setA} />
        <TenantSelect label={t('merchant:webconfig.tenantB')} value={b} tenants={serving} locale={locale} onChange={setB} />
        <label sx={{ display: 'flex', alignItems: 'center', gap: 2, fontSize: 1, py: 2 }}>
          <input type="checkbox" checked={onlyDifferent} onChange={(e) => setOnlyDifferent(e.target.checked)} />
          {t('merchant:webconfig.onlyDifferent')}
        </label>
      </div>
      {compare.data && (
        <p data-testid="compare-summary" sx={{ mt: 0, fontSize: 1, color: differences ? 'warningText' : 'successText', fontWeight: 'bold' }}>
          {t('merchant:webconfig.differences', { count: differences })}
        </p>
      )}
      {(tenants.isPending || compare.isFetching) && !compare.data && <StateText>{t('common:label.loading')}</StateText>}
      {compare.data && (
        <div sx={{ overflowX: 'auto' }}>
          <table sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 1 }}>
            <thead>
              <tr sx={{ textAlign: 'left', color: 'textMuted', fontSize: 0 }}>
                <th sx={{ p: 2 }}>{t('merchant:webconfig.flag')}</th>
                <th sx={{ p: 2 }}>{name(compare.data.A)}</th>
                <th sx={{ p: 2 }}>{name(compare.data.B)}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.Opt} data-testid="compare-row" data-different={row.Different ? 'true' : 'false'} sx={{ borderTop: '1px solid', borderColor: 'border', bg: row.Different ? 'highlight' : 'background' }}>
                  <td sx={{ p: 2, borderLeft: '4px solid', borderLeftColor: row.Different ? 'primary' : 'transparent' }}>
                    <code sx={{ fontFamily: 'monospace', fontWeight: row.Different ? 'bold' : 'body', wordBreak: 'break-all' }}>{row.Opt}</code>
                  </td>
                  <td sx={{ p: 2 }}>
                    <code sx={{ fontFamily: 'monospace' }}>{shownValue(row.A)}</code>
                  </td>
                  <td sx={{ p: 2 }}>
                    <code sx={{ fontFamily: 'monospace', fontWeight: row.Different ? 'bold' : 'body', color: row.Different ? 'primaryText' : 'text' }}>{shownValue(row.B)}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminPage>
  );
}
