/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockProps } from '../../../engine';
import { fetchApplyConfig, fetchExportConfig, fetchPreviewConfig, type ConfigChange, type ConfigFile } from '../../api/admin-config-sync';
import type { ExceptionBody } from '../../api/http';
import { showToast } from '../../widgets/toast-store';
import { FilePicker, FileProblems } from '../migrations/FilePicker';
import { saveText } from '../migrations/download';
import { useLocalized } from '../migrations/use-localized';
import { Button, ButtonLink, Card, Empty, Page } from '../ui/kit';

interface Preview { file: ConfigFile; source: string | null; changes: ConfigChange[]; unchanged: number; notInFile: number }

/**
 * `/admin/config/sync`: export this tenant's web config as JSON; import such a file (from another
 * environment or tenant) with a preview of every flag it changes before applying it.
 */
export default function ConfigSyncScreen(_props: BlockProps) {
  const { t } = useTranslation();
  const to = useLocalized();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [applied, setApplied] = useState<ConfigChange[] | null>(null);
  const [problem, setProblem] = useState<ExceptionBody | null>(null);
  const [busy, setBusy] = useState<'export' | 'preview' | 'apply' | null>(null);

  const exportNow = async () => {
    setBusy('export');
    try {
      const r = await fetchExportConfig();
      if (r.ok && r.data) saveText(`webconfig-${r.data.tenantId ?? 'tenant'}-${(r.data.exportedAt ?? '').slice(0, 10)}.json`, `${JSON.stringify(r.data, null, 2)}\n`, 'application/json');
    } finally { setBusy(null); }
  };
  const choose = async (f: File | null) => {
    setFile(f); setPreview(null); setApplied(null); setProblem(null);
    if (!f) return;
    let parsed: ConfigFile;
    try {
      parsed = JSON.parse(await f.text()) as ConfigFile;
    } catch {
      setProblem({ IsException: true, Message: t('merchant:configSync.notJson'), Errors: [] });
      return;
    }
    setBusy('preview');
    try {
      const r = await fetchPreviewConfig(parsed);
      if (r.ok && r.data) setPreview({ file: parsed, source: r.data.Source, changes: r.data.Changes, unchanged: r.data.Unchanged, notInFile: r.data.NotInFile.length });
      else if (r.status === 400) setProblem(r.exception);
    } finally { setBusy(null); }
  };
  const apply = async () => {
    if (!preview) return;
    setBusy('apply');
    try {
      const expected = Object.fromEntries(preview.changes.map((c) => [c.Opt, c.Current]));
      const r = await fetchApplyConfig(preview.file, expected);
      if (r.ok && r.data) {
        setApplied(r.data.Applied);
        setPreview(null);
        showToast(t('merchant:configSync.applied', { count: r.data.Applied.length }), { kind: 'success' });
      } else if (r.status === 409 || r.status === 400) setProblem(r.exception);
    } finally { setBusy(null); }
  };

  return (
    <Page title={t('merchant:configSync.title')} subtitle={t('merchant:configSync.subtitle')}
      actions={<ButtonLink to={to('/merchant/webconfig')}>{t('merchant:configSync.openFlags')}</ButtonLink>}>
      <Card title={t('merchant:configSync.exportTitle')}>
        <div sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
          <p sx={{ m: 0, fontSize: 1 }}>{t('merchant:configSync.exportHint')}</p>
          <Button busy={busy === 'export'} onClick={() => void exportNow()}>{t('merchant:configSync.export')}</Button>
        </div>
      </Card>
      <Card title={t('merchant:configSync.importTitle')}>
        <div sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <p sx={{ m: 0, fontSize: 1 }}>{t('merchant:configSync.importHint')}</p>
          <FilePicker file={file} onFile={(f) => void choose(f)} jsonOnly accept=".json,application/json" testId="config-file" />
          <FileProblems exception={problem} />
          {preview && (
            <div data-testid="config-preview" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              <p sx={{ m: 0, fontSize: 1 }}>
                {t('merchant:configSync.previewSummary', { changes: preview.changes.length, unchanged: preview.unchanged, source: preview.source ?? '—' })}
                {preview.notInFile > 0 && ` ${t('merchant:configSync.notInFile', { count: preview.notInFile })}`}
              </p>
              {preview.changes.length === 0 ? <Empty>{t('merchant:configSync.nothing')}</Empty> : <ChangeTable changes={preview.changes} />}
              <div><Button disabled={!preview.changes.length} busy={busy === 'apply'} onClick={() => void apply()}>{t('merchant:configSync.apply', { count: preview.changes.length })}</Button></div>
            </div>
          )}
          {applied && (
            <div role="status" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              <strong>{t('merchant:configSync.applied', { count: applied.length })}</strong>
              {applied.length > 0 && <ChangeTable changes={applied} />}
            </div>
          )}
        </div>
      </Card>
    </Page>
  );
}

function ChangeTable({ changes }: { changes: ConfigChange[] }) {
  const { t } = useTranslation();
  return (
    <div sx={{ overflowX: 'auto', border: '1px solid', borderColor: 'border', borderRadius: 'small' }}>
      <table sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 1, th: { textAlign: 'left', p: 2, bg: 'muted' }, td: { p: 2, borderTop: '1px solid', borderColor: 'border', overflowWrap: 'anywhere' } }}>
        <thead>
          <tr><th scope="col">{t('merchant:configSync.flag')}</th><th scope="col">{t('merchant:configSync.current')}</th><th scope="col">{t('merchant:configSync.incoming')}</th></tr>
        </thead>
        <tbody>
          {changes.map((c) => (
            <tr key={c.Opt}>
              <td sx={{ fontFamily: 'monospace' }}>{c.Opt}</td>
              <td sx={{ color: 'textMuted' }}>{c.Current || '""'}</td>
              <td sx={{ fontWeight: 'bold' }}>{c.Incoming || '""'}{c.Action === 'reset' && <span sx={{ fontWeight: 'body', color: 'textMuted' }}> ({t('merchant:configSync.default')})</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
