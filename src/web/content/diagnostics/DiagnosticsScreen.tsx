/** @jsxImportSource theme-ui */
import { useState } from 'react';
import type { ThemeUIStyleObject } from 'theme-ui';
import { useTranslation } from 'react-i18next';
import { checkProviders, useDiagnostics, type DiagnosticCheck, type Diagnostics } from '../../api/diagnostics';

function Table({ checks, testId }: { checks: DiagnosticCheck[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <table data-testid={testId} sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 1, '& th, & td': { textAlign: 'left', p: 2, borderBottom: '1px solid', borderColor: 'border', verticalAlign: 'top' } }}>
      <thead><tr><th>{t('buyer:diagnostics.check')}</th><th>{t('buyer:diagnostics.result')}</th><th>{t('buyer:diagnostics.detail')}</th><th>ms</th></tr></thead>
      <tbody>
        {checks.map((c) => (
          <tr key={c.Id} data-testid="diag-row" data-id={c.Id} data-ok={c.Ok ? 'Y' : 'N'}>
            <td sx={{ whiteSpace: 'nowrap' }}>{t(`buyer:diagnostics.ids.${c.Id.split(':')[0]}`, { defaultValue: c.Id })}{c.Id.includes(':') ? ` ${c.Id.split(':')[1]}` : ''}</td>
            <td><strong sx={{ color: c.Ok ? 'success' : 'error' }}>{c.Ok ? t('buyer:diagnostics.pass') : t('buyer:diagnostics.fail')}</strong></td>
            <td sx={{ wordBreak: 'break-word', fontFamily: 'monospace', fontSize: 0 }}>{c.Detail}</td>
            <td>{c.Ms}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** `/test` (super admin): what the running system is and whether its parts work, checked now. */
export default function DiagnosticsScreen() {
  const { t } = useTranslation();
  const { data, isFetching, refetch } = useDiagnostics();
  const [providers, setProviders] = useState<Diagnostics | null>(null);
  const [busy, setBusy] = useState(false);
  const runProviders = async () => {
    setBusy(true);
    try { const r = await checkProviders(); if (r.ok && r.data) setProviders(r.data); } finally { setBusy(false); }
  };
  const box: ThemeUIStyleObject = { bg: 'background', borderRadius: 'default', boxShadow: 'card', p: [3, 4], mt: 3, overflowX: 'auto' };
  return (
    <main data-testid="diagnostics" sx={{ maxWidth: 1100, mx: 'auto', p: [3, 4], fontFamily: 'body', color: 'text' }}>
      <h1 sx={{ fontSize: [4, 5], m: 0 }}>{t('buyer:diagnostics.title')}</h1>
      <section sx={box}>
        <div sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <h2 sx={{ m: 0, fontSize: 3 }}>
            {t('buyer:diagnostics.system')}{' '}
            {data && <span data-testid="diag-overall" sx={{ color: data.Ok ? 'success' : 'error' }}>{data.Ok ? t('buyer:diagnostics.pass') : t('buyer:diagnostics.fail')}</span>}
          </h2>
          <button type="button" onClick={() => void refetch()} disabled={isFetching} sx={{ variant: 'buttons.primary', border: 0, px: 3, py: 2 }}>{t('buyer:diagnostics.rerun')}</button>
        </div>
        {data ? <Table checks={data.Checks} testId="diag-system" /> : <p>{t('buyer:diagnostics.running')}</p>}
      </section>
      <section sx={box}>
        <div sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <h2 sx={{ m: 0, fontSize: 3 }}>{t('buyer:diagnostics.providers')}</h2>
          <button type="button" data-testid="diag-providers" onClick={() => void runProviders()} disabled={busy} sx={{ variant: 'buttons.primary', border: 0, px: 3, py: 2 }}>{t('buyer:diagnostics.checkProviders')}</button>
        </div>
        {providers ? <Table checks={providers.Checks} testId="diag-provider-table" /> : <p sx={{ color: 'textMuted' }}>{t('buyer:diagnostics.providersHint')}</p>}
      </section>
    </main>
  );
}
