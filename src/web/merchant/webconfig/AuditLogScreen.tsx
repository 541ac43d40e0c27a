/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../../engine';
import { LOG_PAGE_SIZE, useAuditLog } from '../../api/webconfig-log';
import { localeFromPath } from '../../app/locale';
import { merchantSession } from '../../session/merchant-session';
import { formatAuditValue, formatDateTime } from './format';
import { AdminPage, MobileLabel, StateText, stackedTable } from './ui';

/** `/merchant/log` (super admin): the tenant's audit log, newest first: who, when, what, before, after. */
export default function AuditLogScreen(_props: BlockProps) {
  const { t } = useTranslation();
  const { token } = useSnapshot(merchantSession);
  const locale = localeFromPath(useLocation().pathname);
  const [page, setPage] = useState(0);
  const { data, isPending, isFetching } = useAuditLog(token, page);
  const pages = data ? Math.max(1, Math.ceil(data.Total / LOG_PAGE_SIZE)) : 1;
  const pager = (
    <div sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, mt: 3, fontSize: 1 }}>
      <span sx={{ color: 'textMuted' }}>{t('merchant:log.pageOf', { page: page + 1, pages, total: data?.Total ?? 0 })}</span>
      <button type="button" disabled={page === 0 || isFetching} onClick={() => setPage((p) => p - 1)} sx={{ variant: 'buttons.outline', px: 3, py: 1, fontFamily: 'body', '&:disabled': { opacity: 0.4, cursor: 'default' } }}>
        {t('merchant:log.newer')}
      </button>
      <button type="button" disabled={page + 1 >= pages || isFetching} onClick={() => setPage((p) => p + 1)} sx={{ variant: 'buttons.outline', px: 3, py: 1, fontFamily: 'body', '&:disabled': { opacity: 0.4, cursor: 'default' } }}>
        {t('merchant:log.older')}
      </button>
    </div>
  );
  return (
    <AdminPage title={t('merchant:log.title')} subtitle={t('merchant:log.subtitle')}>
      {isPending && <StateText>{t('common:label.loading')}</StateText>}
      {!isPending && data === null && <StateText>{t('merchant:webconfig.refused')}</StateText>}
      {data && data.Data.length === 0 && <StateText>{t('merchant:log.empty')}</StateText>}
      {data && data.Data.length > 0 && (
        <>
          <div sx={{ overflowX: 'auto' }}>
            <table sx={stackedTable}>
              <thead>
                <tr sx={{ textAlign: 'left', color: 'textMuted', fontSize: 0 }}>
                  <th sx={{ p: 2 }}>{t('merchant:log.when')}</th>
                  <th sx={{ p: 2 }}>{t('merchant:log.who')}</th>
                  <th sx={{ p: 2 }}>{t('merchant:log.what')}</th>
                  <th sx={{ p: 2 }}>{t('merchant:log.before')}</th>
                  <th sx={{ p: 2 }}>{t('merchant:log.after')}</th>
                </tr>
              </thead>
              <tbody>
                {data.Data.map((entry) => (
                  <tr key={entry.Id} data-testid="log-row" sx={{ borderTop: '1px solid', borderColor: 'border', verticalAlign: 'top' }}>
                    <td sx={{ p: 2, whiteSpace: 'nowrap', color: ['textMuted', 'textMuted', 'text'], fontSize: [0, 0, 1] }}>{formatDateTime(entry.At, locale)}</td>
                    <td sx={{ p: 2 }}>
                      <div sx={{ fontWeight: 'bold' }}>{entry.ActorName || entry.ActorId}</div>
                      <div sx={{ fontSize: 0, color: 'textMuted' }}>{entry.ActorId}</div>
                    </td>
                    <td sx={{ p: 2 }}>
                      <div>{t(`merchant:log.action.${entry.Action}`, { defaultValue: entry.Action })}</div>
                      <code sx={{ fontFamily: 'monospace', fontSize: 0, color: 'textMuted' }}>{entry.Target}</code>
                    </td>
                    <td sx={{ p: 2 }}>
                      <MobileLabel>{t('merchant:log.before')}</MobileLabel>
                      <code sx={{ fontFamily: 'monospace', fontSize: 0, color: 'textMuted', wordBreak: 'break-all' }}>{formatAuditValue(entry.Before)}</code>
                    </td>
                    <td sx={{ p: 2 }}>
                      <MobileLabel>{t('merchant:log.after')}</MobileLabel>
                      <code sx={{ fontFamily: 'monospace', fontSize: 0, fontWeight: 'bold', wordBreak: 'break-all' }}>{formatAuditValue(entry.After)}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pager}
        </>
      )}
    </AdminPage>
  );
}
