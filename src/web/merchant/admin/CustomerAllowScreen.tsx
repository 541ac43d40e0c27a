/** @jsxImportSource theme-ui */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockProps } from '../../../engine';
import { fetchAllowList, fetchExportAllowList, fetchRemoveAllowed, fetchSaveAllowList, type AllowChange, type AllowInput } from '../../api/admin-allow-list';
import type { ExceptionBody } from '../../api/http';
import { showToast } from '../../widgets/toast-store';
import { FilePicker, FileProblems } from '../migrations/FilePicker';
import { saveText } from '../migrations/download';
import { useLocalized } from '../migrations/use-localized';
import { Button, ButtonLink, Card, Empty, Page, Pill, Select, TextArea, TextInput } from '../ui/kit';
import { allowJsonText, parseAllowJson } from './allow-json';

const KEY = ['admin', 'allow-list'];
const counts = (c: AllowChange) => ({ added: c.Added, updated: c.Updated, removed: c.Removed, unchanged: c.Unchanged });

/**
 * `/utils/customerAllowJson`: the closed-pilot allow-list. While the flag CUSTOMER_ALLOW_LIST is Y
 * only the customers listed here can sign in to the storefront. Edit one by one, or the whole list
 * as JSON (check the changes first, then save), export and import it.
 */
export default function CustomerAllowScreen(_props: BlockProps) {
  const { t } = useTranslation();
  const to = useLocalized();
  const qc = useQueryClient();
  const { data } = useQuery({ queryKey: KEY, queryFn: async () => { const r = await fetchAllowList(); return r.ok ? r.data ?? null : null; } });
  const [code, setCode] = useState('');
  const [note, setNote] = useState('');
  const [json, setJson] = useState<string | null>(null);
  const [mode, setMode] = useState<'replace' | 'merge'>('replace');
  const [check, setCheck] = useState<AllowChange | null>(null);
  const [problem, setProblem] = useState<ExceptionBody | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);

  const entries = data?.Data ?? [];
  const editorText = json ?? allowJsonText(entries);
  const refresh = () => qc.invalidateQueries({ queryKey: KEY });

  const save = async (customers: AllowInput[], m: 'merge' | 'replace', dryRun: boolean) => {
    setBusy(dryRun ? 'check' : 'save'); setProblem(null);
    try {
      const r = await fetchSaveAllowList({ Mode: m, Customers: customers, DryRun: dryRun });
      if (r.status === 400) { setProblem(r.exception); return null; }
      if (!r.ok || !r.data) return null;
      if (!dryRun) { await refresh(); showToast(t('merchant:allowList.saved', counts(r.data)), { kind: 'success' }); }
      return r.data;
    } finally { setBusy(null); }
  };
  const fromEditor = (): AllowInput[] | null => {
    const parsed = parseAllowJson(editorText);
    if (!parsed) setProblem({ IsException: true, Message: t('merchant:allowList.badJson'), Errors: [] });
    return parsed;
  };
  const add = async () => {
    if (!code.trim()) return;
    if (await save([{ CustomerCode: code.trim(), ...(note.trim() ? { Note: note.trim() } : {}) }], 'merge', false)) { setCode(''); setNote(''); setJson(null); }
  };
  const remove = async (c: string) => {
    setBusy(`remove:${c}`);
    try {
      const r = await fetchRemoveAllowed(c);
      if (r.ok) { await refresh(); setJson(null); }
    } finally { setBusy(null); }
  };
  const exportNow = async () => {
    const r = await fetchExportAllowList();
    if (r.ok && r.data) saveText(`customer-allow-list-${r.data.tenantId}-${r.data.exportedAt.slice(0, 10)}.json`, `${JSON.stringify(r.data, null, 2)}\n`, 'application/json');
  };
  const importFile = async (f: File | null) => {
    setFile(f); setCheck(null); setProblem(null);
    if (!f) return;
    const parsed = parseAllowJson(await f.text());
    if (!parsed) { setProblem({ IsException: true, Message: t('merchant:allowList.badJson'), Errors: [] }); return; }
    setJson(allowJsonText(parsed));
  };

  return (
    <Page title={t('merchant:allowList.title')} subtitle={t('merchant:allowList.subtitle')}
      actions={<Button tone="outline" onClick={() => void exportNow()}>{t('merchant:allowList.export')}</Button>}>
      <Card>
        <div role="status" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, fontSize: 1 }}>
          <Pill color={data?.Enabled ? 'success' : 'textMuted'}>{data?.Enabled ? t('merchant:allowList.on') : t('merchant:allowList.off')}</Pill>
          <span>{data?.Enabled ? t('merchant:allowList.onHint') : t('merchant:allowList.offHint')}</span>
          <ButtonLink to={to('/merchant/webconfig')}>{t('merchant:allowList.flagLink', { flag: data?.Flag ?? 'CUSTOMER_ALLOW_LIST' })}</ButtonLink>
        </div>
      </Card>
      <Card title={t('merchant:allowList.listTitle', { count: entries.length })}>
        <div sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr 2fr auto'], gap: 2, alignItems: 'end' }}>
            <TextInput label={t('merchant:allowList.code')} value={code} onChange={(e) => setCode(e.target.value)} maxLength={50} />
            <TextInput label={t('merchant:allowList.note')} value={note} onChange={(e) => setNote(e.target.value)} maxLength={200} />
            <Button disabled={!code.trim()} busy={busy === 'save'} onClick={() => void add()}>{t('merchant:allowList.add')}</Button>
          </div>
          {entries.length === 0 ? <Empty>{t('merchant:allowList.empty')}</Empty> : (
            <ul data-testid="allow-list" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {entries.map((e) => (
                <li key={e.CustomerCode} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, py: 2, borderTop: '1px solid', borderColor: 'border', fontSize: 1 }}>
                  <strong sx={{ fontFamily: 'monospace' }}>{e.CustomerCode}</strong>
                  <span sx={{ color: e.CustomerName ? 'text' : 'warningText' }}>{e.CustomerName ?? t('merchant:allowList.notCustomer')}</span>
                  {e.Note && <span sx={{ color: 'textMuted' }}>{e.Note}</span>}
                  <span sx={{ flex: 1 }} />
                  <Button tone="danger" busy={busy === `remove:${e.CustomerCode}`} onClick={() => void remove(e.CustomerCode)} aria-label={t('merchant:allowList.removeOne', { code: e.CustomerCode })}>{t('merchant:allowList.remove')}</Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Card>
      <Card title={t('merchant:allowList.jsonTitle')}>
        <div sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <p sx={{ m: 0, fontSize: 1 }}>{t('merchant:allowList.jsonHint')}</p>
          <FilePicker file={file} onFile={(f) => void importFile(f)} jsonOnly accept=".json,application/json" testId="allow-file" />
          <TextArea label={t('merchant:allowList.json')} value={editorText} spellCheck={false} rows={10}
            onChange={(e) => { setJson(e.target.value); setCheck(null); }} sx={{ fontFamily: 'monospace' }} />
          <Select label={t('merchant:allowList.mode')} value={mode} onChange={(e) => { setMode(e.target.value as 'merge' | 'replace'); setCheck(null); }}
            options={[{ value: 'replace', label: t('merchant:allowList.replace') }, { value: 'merge', label: t('merchant:allowList.merge') }]} />
          <FileProblems exception={problem} />
          {check && <p role="status" data-testid="allow-check" sx={{ m: 0, fontSize: 1 }}>{t('merchant:allowList.checkSummary', counts(check))}{check.NotCustomers.length > 0 && ` ${t('merchant:allowList.notCustomers', { codes: check.NotCustomers.join(', ') })}`}</p>}
          <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Button tone="outline" busy={busy === 'check'} onClick={() => { const c = fromEditor(); if (c) void save(c, mode, true).then((r) => setCheck(r)); }}>{t('merchant:allowList.check')}</Button>
            <Button disabled={!check} busy={busy === 'save'} onClick={() => { const c = fromEditor(); if (c) void save(c, mode, false).then((r) => { if (r) { setCheck(null); setJson(null); setFile(null); } }); }}>{t('merchant:allowList.save')}</Button>
          </div>
        </div>
      </Card>
    </Page>
  );
}
