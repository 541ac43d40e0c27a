/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import type { BlockProps, BundleError } from '../../../engine';
import { useTenants, type TenantState } from '../../api/webconfig-tenants';
import { localeFromPath, type Locale } from '../../app/locale';
import { merchantSession } from '../../session/merchant-session';
import { AdminPage, Badge, StateText } from './ui';

function ErrorsTable({ errors }: { errors: BundleError[] }) {
  const { t } = useTranslation();
  return (
    <div sx={{ overflowX: 'auto', mt: 2 }}>
      <table sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 1 }}>
        <thead>
          <tr sx={{ textAlign: 'left', color: 'textMuted', fontSize: 0 }}>
            <th sx={{ p: 1 }}>{t('merchant:webconfig.file')}</th>
            <th sx={{ p: 1 }}>{t('merchant:webconfig.pointer')}</th>
            <th sx={{ p: 1 }}>{t('merchant:webconfig.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((e, i) => (
            <tr key={`${e.file}${e.pointer}${i}`} data-testid="bundle-error" sx={{ borderTop: '1px solid', borderColor: 'border', verticalAlign: 'top' }}>
              <td sx={{ p: 1 }}><code sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{e.file}</code></td>
              <td sx={{ p: 1 }}><code sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{e.pointer || '/'}</code></td>
              <td sx={{ p: 1, color: 'errorText' }}>{e.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TenantCard({ tenant, locale }: { tenant: TenantState; locale: Locale }) {
  const { t } = useTranslation();
  const name = tenant.Name?.[locale] ?? tenant.Name?.th ?? tenant.TenantId;
  return (
    <article data-testid="tenant-card" data-tenant={tenant.TenantId} sx={{ border: '1px solid', borderColor: tenant.Valid ? 'border' : 'error', borderRadius: 'default', p: 3, bg: 'background' }}>
      <div sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <strong sx={{ fontSize: 2 }}>{name}</strong>
        <code sx={{ fontFamily: 'monospace', color: 'textMuted' }}>{tenant.TenantId}</code>
        <span sx={{ ml: 'auto', display: 'flex', gap: 1 }}>
          {tenant.Valid ? <Badge tone="success">{t('merchant:webconfig.valid')}</Badge> : <Badge tone="error">{t('merchant:webconfig.invalid', { count: tenant.Errors.length })}</Badge>}
          {tenant.Stale && <Badge tone="warning">{t('merchant:webconfig.stale')}</Badge>}
          {!tenant.Serving && <Badge tone="muted">{t('merchant:webconfig.notServing')}</Badge>}
        </span>
      </div>
      {tenant.Hosts.length > 0 && <div sx={{ fontSize: 0, color: 'textMuted', mt: 1 }}>{t('merchant:webconfig.hosts', { hosts: tenant.Hosts.join(', ') })}</div>}
      {tenant.Errors.length > 0 && <ErrorsTable errors={tenant.Errors} />}
    </article>
  );
}

/** `/merchant/webconfig/tenants` (super admin): every tenant folder with its bundle's validation state. */
export default function WebConfigTenantsScreen(_props: BlockProps) {
  const { t } = useTranslation();
  const { token } = useSnapshot(merchantSession);
  const locale = localeFromPath(useLocation().pathname);
  const { data, isPending } = useTenants(token);
  return (
    <AdminPage title={t('merchant:webconfig.tenantsTitle')} subtitle={t('merchant:webconfig.tenantsSubtitle')}>
      {isPending && <StateText>{t('common:label.loading')}</StateText>}
      {!isPending && data === null && <StateText>{t('merchant:webconfig.refused')}</StateText>}
      {data && data.BaseErrors && data.BaseErrors.length > 0 && (
        <div role="alert" sx={{ border: '1px solid', borderColor: 'error', borderRadius: 'default', p: 3, mb: 3 }}>
          <strong sx={{ color: 'errorText' }}>{t('merchant:webconfig.baseErrors')}</strong>
          <ErrorsTable errors={data.BaseErrors} />
        </div>
      )}
      {data && (
        <div sx={{ display: 'grid', gap: 3 }}>
          {data.Data.map((tenant) => (
            <TenantCard key={tenant.TenantId} tenant={tenant} locale={locale} />
          ))}
        </div>
      )}
    </AdminPage>
  );
}
