/** @jsxImportSource theme-ui */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import type { BlockProps } from '../../../engine';
import { adminFlagsQuery, fetchResetFlag, fetchSetFlag, useAdminFlags } from '../../api/webconfig-admin';
import { refetchNow } from '../../api/refetch-now';
import { configStore } from '../../app/config-store';
import { localeFromPath } from '../../app/locale';
import { useResolvedBundle } from '../../app/resolved-bundle';
import { merchantSession } from '../../session/merchant-session';
import { showToast } from '../../widgets/toast-store';
import { FLAG_GROUPS, flagMatches, flagMeta, flagTexts, groupLabel } from './flag-meta';
import { FlagRow } from './FlagRow';
import { AdminPage, Badge, SearchInput, StateText, stackedTable } from './ui';

/**
 * `/merchant/webconfig` (super admin): the tenant's flags with default and current value. A change
 * is saved at once (audited on the server) and reaches every open browser of the tenant through
 * the live stream; this table follows the same stream, so another admin's change shows here too.
 */
export default function WebConfigFlagsScreen(_props: BlockProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const bundle = useResolvedBundle();
  const { token } = useSnapshot(merchantSession);
  const { live } = useSnapshot(configStore);
  const { data, isPending } = useAdminFlags(token);
  const [filter, setFilter] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const locale = localeFromPath(useLocation().pathname);

  useEffect(
    () => subscribeKey(configStore, 'remoteFlags', () => void refetchNow(queryClient, { queryKey: adminFlagsQuery(token).queryKey })),
    [queryClient, token],
  );

  // Grouped as tenants/_base/flags.meta.json groups them; a flag it does not describe comes last.
  const groups = useMemo(() => {
    const rows = (data ?? []).filter((f) => flagMatches(f.Opt, f.OptValue, filter, t));
    const order = [...FLAG_GROUPS, 'other'];
    return order
      .map((group) => ({ group, rows: rows.filter((f) => (flagMeta(f.Opt)?.group ?? 'other') === group) }))
      .filter((g) => g.rows.length > 0);
  }, [data, filter, t]);

  const run = async (opt: string, task: () => ReturnType<typeof fetchSetFlag>, message: (value: string) => string) => {
    setBusy(opt);
    try {
      const res = await task();
      if (res.ok && res.data) {
        showToast(message(res.data.Data.OptValue), { kind: 'success' });
        await queryClient.invalidateQueries({ queryKey: adminFlagsQuery(token).queryKey });
      }
    } finally {
      setBusy(null);
    }
  };

  const overridden = (data ?? []).filter((f) => f.Overridden).length;
  const tenantName = bundle.name[locale] ?? bundle.name.th;
  return (
    <AdminPage
      title={t('merchant:webconfig.title')}
      subtitle={t('merchant:webconfig.subtitle', { tenant: tenantName })}
      actions={<Badge tone={live === 'open' ? 'success' : 'muted'}>{t(live === 'open' ? 'merchant:webconfig.live' : 'merchant:webconfig.offline')}</Badge>}
    >
      <div sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <SearchInput value={filter} onChange={setFilter} label={t('merchant:webconfig.search')} />
        {data && <span sx={{ fontSize: 1, color: 'textMuted' }}>{t('merchant:webconfig.count', { count: data.length, overridden })}</span>}
      </div>
      {isPending && <StateText>{t('common:label.loading')}</StateText>}
      {!isPending && data === null && <StateText>{t('merchant:webconfig.refused')}</StateText>}
      {data &&
        groups.map(({ group, rows }) => (
          <section key={group} aria-labelledby={`flag-group-${group}`} data-testid="flag-group" sx={{ mb: 4, overflowX: 'auto' }}>
            <h2 id={`flag-group-${group}`} sx={{ fontSize: 2, m: 0, mb: 2 }}>{groupLabel(group, t) ?? t('merchant:webconfig.otherGroup')}</h2>
            <table sx={stackedTable}>
              <thead>
                <tr sx={{ textAlign: 'left', color: 'textMuted', fontSize: 0, textTransform: 'uppercase', letterSpacing: '0.04em' }}>
                  <th sx={{ p: 2 }}>{t('merchant:webconfig.flag')}</th>
                  <th sx={{ p: 2 }}>{t('merchant:webconfig.default')}</th>
                  <th sx={{ p: 2, minWidth: 220 }}>{t('merchant:webconfig.value')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((flag) => (
                  <FlagRow
                    key={flag.Opt}
                    flag={flag}
                    locale={locale}
                    busy={busy === flag.Opt}
                    onSave={(value) => void run(flag.Opt, () => fetchSetFlag({ Opt: flag.Opt, OptValue: value }), (v) => t('merchant:webconfig.saved', { flag: flagTexts(flag.Opt, t)?.label ?? flag.Opt, value: v }))}
                    onReset={() => void run(flag.Opt, () => fetchResetFlag(flag.Opt), (v) => t('merchant:webconfig.resetDone', { flag: flagTexts(flag.Opt, t)?.label ?? flag.Opt, value: v }))}
                  />
                ))}
              </tbody>
            </table>
          </section>
        ))}
      {data && groups.length === 0 && <StateText>{t('merchant:webconfig.noMatch')}</StateText>}
    </AdminPage>
  );
}
