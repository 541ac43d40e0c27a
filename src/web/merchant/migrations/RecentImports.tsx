/** @jsxImportSource theme-ui */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchImportJobResult, fetchImportJobs, type ImportJob, type ImportKind } from '../../api/migrations';
import { Button, Card, Empty, Pill } from '../ui/kit';
import { saveText } from './download';
import { formatDate } from '../../../engine';

const STATUS_COLOURS: Record<ImportJob['Status'], string> = { validating: 'secondary', importing: 'secondary', done: 'success', failed: 'error' };

export async function downloadBadRows(job: Pick<ImportJob, 'JobId' | 'Kind'>): Promise<void> {
  const r = await fetchImportJobResult(job.JobId);
  if (r.ok && typeof r.data === 'string') saveText(`import-${job.Kind}-${job.JobId.slice(0, 8)}-bad-rows.csv`, r.data, 'text/csv;charset=utf-8');
}

/** The tenant's latest imports of one kind (who imported what, when, with how many bad lines). */
export function RecentImports({ kind, refreshKey }: { kind: ImportKind; refreshKey: number }) {
  const { t, i18n } = useTranslation();
  const { data } = useQuery({
    queryKey: ['migration', 'jobs', kind, refreshKey],
    queryFn: async () => { const r = await fetchImportJobs(kind); return r.ok ? r.data?.Data ?? [] : []; },
  });
  const locale = i18n.language;
  return (
    <Card title={t('merchant:migration.recent')}>
      {data?.length === 0 && <Empty>{t('merchant:migration.noRecent')}</Empty>}
      <ul sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column' }}>
        {(data ?? []).map((j) => (
          <li key={j.JobId} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, py: 2, borderTop: '1px solid', borderColor: 'border', fontSize: 1 }}>
            <Pill color={STATUS_COLOURS[j.Status]}>{j.DryRun ? t('merchant:migration.status.dryRun') : t(`merchant:migration.status.${j.Status}`)}</Pill>
            <span sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }}>{j.FileName}</span>
            <span sx={{ color: 'textMuted' }}>{formatDate(j.CreatedAt, 'dateTime', locale)}</span>
            <span>{t('merchant:migration.jobSummary', { imported: j.Imported, total: j.Total, bad: j.BadLines })}</span>
            {j.BadLines > 0 && j.Status === 'done' && <Button tone="plain" onClick={() => void downloadBadRows(j)}>{t('merchant:migration.downloadBad')}</Button>}
          </li>
        ))}
      </ul>
    </Card>
  );
}
