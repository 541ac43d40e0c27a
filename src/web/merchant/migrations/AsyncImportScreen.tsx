/** @jsxImportSource theme-ui */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../domain/format';
import type { BlockProps } from '../../../engine';
import type { ExceptionBody } from '../../api/http';
import { fetchImportJob, fetchImportJobResultJson, fetchStartImportJob } from '../../api/migrations';
import { showToast } from '../../widgets/toast-store';
import { useLocalized } from './use-localized';
import { Button, ButtonLink, Card, Facts, Page } from '../ui/kit';
import { BadRowsTable, ProgressBar } from './BadRowsTable';
import { ColumnsHelp } from './ColumnsHelp';
import { FilePicker, FileProblems } from './FilePicker';
import { RecentImports, downloadBadRows } from './RecentImports';

const POLL_MS = 500;

/**
 * `/merchant/migration/create-profile-crm-async`: the customer import for big files, run as a
 * background job. A dry-run job checks every row first; the import job then writes the good rows
 * in one transaction. The page polls the job and shows processed / total.
 */
export default function AsyncImportScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const to = useLocalized();
  const [file, setFile] = useState<File | null>(null);
  const [job, setJob] = useState<{ id: string; dryRun: boolean } | null>(null);
  const [validated, setValidated] = useState<string | null>(null);
  const [problem, setProblem] = useState<ExceptionBody | null>(null);
  const [busy, setBusy] = useState(false);
  const [refresh, setRefresh] = useState(0);

  const { data: status } = useQuery({
    queryKey: ['migration', 'job', job?.id],
    enabled: !!job,
    queryFn: async () => { const r = await fetchImportJob(job!.id); return r.ok ? r.data ?? null : null; },
    refetchInterval: (q) => (q.state.data && (q.state.data.Status === 'done' || q.state.data.Status === 'failed') ? false : POLL_MS),
  });
  const finished = status?.Status === 'done' || status?.Status === 'failed';
  const { data: bad } = useQuery({
    queryKey: ['migration', 'job-result', job?.id],
    enabled: !!job && status?.Status === 'done' && status.BadLines > 0,
    queryFn: async () => { const r = await fetchImportJobResultJson(job!.id); return r.ok ? r.data?.Bad ?? [] : []; },
  });

  const choose = (f: File | null) => { setFile(f); setJob(null); setValidated(null); setProblem(null); };
  const start = async (dryRun: boolean) => {
    if (!file) return;
    setBusy(true); setProblem(null);
    try {
      const r = await fetchStartImportJob('customers', file, dryRun);
      if (r.ok && r.data) {
        setJob({ id: r.data.JobId, dryRun });
        if (dryRun) setValidated(r.data.JobId);
        if (r.data.Replayed) showToast(t('merchant:migration.replayedNote'), { kind: 'info' });
        setRefresh((n) => n + 1);
      } else if (r.status === 400) setProblem(r.exception);
    } finally { setBusy(false); }
  };
  const running = !!job && !finished;
  const dryRunDone = !!validated && job?.id === validated && status?.Status === 'done';
  return (
    <Page title={t('merchant:migration.async.title')} subtitle={t('merchant:migration.async.subtitle')}
      actions={<ButtonLink to={to('/merchant/migration/create-profile-crm')}>{t('merchant:migration.useSync')}</ButtonLink>}>
      <Card title={t('merchant:migration.step1')}>
        <div sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <ColumnsHelp kind="customers" />
          <FilePicker file={file} onFile={choose} testId="import-file" />
          <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Button tone="outline" disabled={!file || running} busy={busy && !validated} onClick={() => void start(true)}>{t('merchant:migration.validate')}</Button>
            <Button disabled={!file || running || !dryRunDone || (status?.Total ?? 0) - (status?.BadLines ?? 0) === 0} busy={busy && !!validated} onClick={() => void start(false)}>
              {t('merchant:migration.importGood', { count: dryRunDone && status ? status.Total - status.BadLines : 0 })}
            </Button>
          </div>
          <FileProblems exception={problem} />
        </div>
      </Card>
      {job && status && (
        <Card title={job.dryRun ? t('merchant:migration.checkTitle') : t('merchant:migration.resultTitle')} testId="import-summary">
          <div sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
            <p role="status" sx={{ m: 0, fontWeight: 'bold' }}>{status.DryRun && status.Status === 'done' ? t('merchant:migration.status.dryRun') : t(`merchant:migration.status.${status.Status}`)}</p>
            <ProgressBar value={status.Processed} total={status.Total} label={t('merchant:migration.progress')} />
            {status.Status === 'failed' && <p role="alert" sx={{ m: 0, color: 'errorText' }}>{status.Message}</p>}
            {finished && status.Status === 'done' && (
              <Facts rows={[
                [t('merchant:migration.file'), status.FileName],
                [t('merchant:migration.rows'), formatCount(status.Total, i18n.language)],
                [status.DryRun ? t('merchant:migration.goodRows') : t('merchant:migration.importedRows'), formatCount(status.DryRun ? status.Total - status.BadLines : status.Imported, i18n.language)],
                [t('merchant:migration.badLines'), formatCount(status.BadLines, i18n.language)],
              ]} />
            )}
            {bad && <BadRowsTable rows={bad} />}
            <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
              {finished && status.BadLines > 0 && <Button tone="outline" onClick={() => void downloadBadRows(status)}>{t('merchant:migration.downloadBad')}</Button>}
              {finished && !status.DryRun && status.Imported > 0 && <ButtonLink to={to('/merchant/customer')}>{t('merchant:migration.seeCustomers')}</ButtonLink>}
            </div>
          </div>
        </Card>
      )}
      <RecentImports kind="customers" refreshKey={refresh + (finished ? 1000 : 0)} />
    </Page>
  );
}
