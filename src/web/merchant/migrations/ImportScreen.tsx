/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../domain/format';
import type { BlockProps } from '../../../engine';
import type { ExceptionBody } from '../../api/http';
import { fetchRunImport, fetchValidateImport, type ImportAnswer, type ImportKind, type ValidateAnswer } from '../../api/migrations';
import { showToast } from '../../widgets/toast-store';
import { useLocalized } from './use-localized';
import { Button, ButtonLink, Card, Facts, Page } from '../ui/kit';
import { BadRowsTable } from './BadRowsTable';
import { ColumnsHelp } from './ColumnsHelp';
import { FilePicker, FileProblems } from './FilePicker';
import { RecentImports } from './RecentImports';

/**
 * One synchronous import page (create-profile-crm, import-package, transfer-stloc): choose a file,
 * validate it (dry run: every bad row by line and reason), then import the good rows in one go.
 */
export function ImportScreen({ kind }: { kind: ImportKind }) {
  const { t, i18n } = useTranslation();
  const to = useLocalized();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<ValidateAnswer | null>(null);
  const [result, setResult] = useState<ImportAnswer | null>(null);
  const [problem, setProblem] = useState<ExceptionBody | null>(null);
  const [busy, setBusy] = useState<'validate' | 'import' | null>(null);
  const [refresh, setRefresh] = useState(0);

  const choose = (f: File | null) => { setFile(f); setChecked(null); setResult(null); setProblem(null); };
  const validate = async () => {
    if (!file) return;
    setBusy('validate'); setResult(null); setProblem(null);
    try {
      const r = await fetchValidateImport(kind, file);
      if (r.ok && r.data) setChecked(r.data);
      else if (r.status === 400) { setChecked(null); setProblem(r.exception); }
    } finally { setBusy(null); }
  };
  const run = async () => {
    if (!file) return;
    setBusy('import'); setProblem(null);
    try {
      const r = await fetchRunImport(kind, file);
      if (r.ok && r.data) {
        setResult(r.data);
        setChecked(null);
        showToast(t(r.data.Replayed ? 'merchant:migration.replayed' : 'merchant:migration.imported', { count: r.data.Imported }), { kind: 'success' });
        setRefresh((n) => n + 1);
      } else if (r.status === 400 || r.status === 409) setProblem(r.exception);
    } finally { setBusy(null); }
  };

  const summary = checked ?? result;
  return (
    <Page title={t(`merchant:migration.${kind}.title`)} subtitle={t(`merchant:migration.${kind}.subtitle`)}
      actions={kind === 'customers' ? <ButtonLink to={to('/merchant/migration/create-profile-crm-async')}>{t('merchant:migration.useAsync')}</ButtonLink> : undefined}>
      <Card title={t('merchant:migration.step1')}>
        <div sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <ColumnsHelp kind={kind} />
          <FilePicker file={file} onFile={choose} testId="import-file" />
          <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Button tone="outline" disabled={!file} busy={busy === 'validate'} onClick={() => void validate()}>{t('merchant:migration.validate')}</Button>
            <Button disabled={!file || !checked || checked.Good === 0} busy={busy === 'import'} onClick={() => void run()}>
              {t('merchant:migration.importGood', { count: checked?.Good ?? 0 })}
            </Button>
          </div>
          <FileProblems exception={problem} />
        </div>
      </Card>
      {summary && (
        <Card title={result ? t('merchant:migration.resultTitle') : t('merchant:migration.checkTitle')} testId="import-summary">
          <div sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
            <Facts rows={[
              [t('merchant:migration.file'), summary.FileName],
              [t('merchant:migration.rows'), formatCount(summary.Total, i18n.language)],
              [result ? t('merchant:migration.importedRows') : t('merchant:migration.goodRows'), formatCount(result ? result.Imported : summary.Good, i18n.language)],
              [t('merchant:migration.badLines'), formatCount(summary.BadLines, i18n.language)],
            ]} />
            {checked?.AlreadyImported && <p role="status" sx={{ m: 0, color: 'warningText', fontSize: 1 }}>{t('merchant:migration.alreadyImported', { count: checked.AlreadyImported.Imported })}</p>}
            {result?.Replayed && <p role="status" sx={{ m: 0, color: 'warningText', fontSize: 1 }}>{t('merchant:migration.replayedNote')}</p>}
            {checked && checked.BadLines > 0 && checked.Good > 0 && <p sx={{ m: 0, fontSize: 1 }}>{t('merchant:migration.goodOnlyNote')}</p>}
            <BadRowsTable rows={summary.Bad} truncated={summary.BadTruncated} />
            {result && kind === 'customers' && result.Imported > 0 && <div><ButtonLink to={to('/merchant/customer')}>{t('merchant:migration.seeCustomers')}</ButtonLink></div>}
          </div>
        </Card>
      )}
      <RecentImports kind={kind} refreshKey={refresh} />
    </Page>
  );
}

export function CreateProfileCrmScreen(_props: BlockProps) {
  return <ImportScreen kind="customers" />;
}

export function ImportPackageScreen(_props: BlockProps) {
  return <ImportScreen kind="packages" />;
}

export function TransferStlocScreen(_props: BlockProps) {
  return <ImportScreen kind="transfers" />;
}
