/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewContent, publishContent, saveContentDraft, type ContentDraft, type ContentPageDetail } from '../../api/admin-contents';
import type { ExceptionBody } from '../../api/http';
import { ContentBody } from '../../buyer/content/ContentBody';
import { Button, Card, Tabs, TextInput } from '../../merchant/ui/kit';
import { showToast } from '../../widgets/toast-store';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { RichEditor } from './RichEditor';
import { serverReason, serverText } from '../../api/server-texts';

type Lang = 'th' | 'en';

function initialDraft(page: ContentPageDetail): ContentDraft {
  const draft = page.Versions.find((v) => v.Status === 'draft');
  const from = draft ?? page.Live;
  return { TitleTh: from?.TitleTh ?? '', TitleEn: from?.TitleEn ?? '', BodyTh: from?.BodyTh ?? '', BodyEn: from?.BodyEn ?? '' };
}

/** The draft of one page in both languages, with preview (as the server stores it), save and publish. */
export function ContentEditor({ page, onChanged }: { page: ContentPageDetail; onChanged: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ContentDraft>(() => initialDraft(page));
  const [dirty, setDirty] = useState(false);
  const [lang, setLang] = useState<Lang>('th');
  const [preview, setPreview] = useState<ContentDraft | null>(null);
  const [problem, setProblem] = useState<ExceptionBody | null>(null);
  const [busy, setBusy] = useState<'preview' | 'save' | 'publish' | null>(null);
  // A new PDPA version asks every customer again, so publishing it waits for a yes in the page's own dialog.
  const [confirmingPdpa, setConfirmingPdpa] = useState(false);
  const openDraft = page.Versions.find((v) => v.Status === 'draft');
  const set = (k: keyof ContentDraft) => (v: string) => { setDraft((d) => ({ ...d, [k]: v })); setDirty(true); setPreview(null); };
  const fieldError = (k: keyof ContentDraft) => { const reason = problem?.Errors?.find((e) => e.field === `/body/${k}`)?.reason; return reason ? serverReason(reason) : null; };

  const doPreview = async () => {
    setBusy('preview'); setProblem(null);
    try {
      const r = await previewContent(page.PageId, draft);
      if (r.ok && r.data) setPreview(r.data.Data); else if (r.exception) setProblem(r.exception);
    } finally { setBusy(null); }
  };
  const save = async (): Promise<number | null> => {
    setProblem(null);
    const r = await saveContentDraft(page.PageId, draft);
    if (r.ok && r.data) { setDirty(false); return r.data.Data.Version; }
    if (r.exception) setProblem(r.exception);
    return null;
  };
  const doSave = async () => {
    setBusy('save');
    try {
      const v = await save();
      if (v !== null) { showToast(t('merchant:contents.saved', { version: v }), { kind: 'success' }); await onChanged(); }
    } finally { setBusy(null); }
  };
  const doPublish = async () => {
    setConfirmingPdpa(false);
    setBusy('publish');
    try {
      const v = dirty || !openDraft ? await save() : openDraft.Version;
      if (v === null) return;
      const r = await publishContent(page.PageId, v);
      if (r.ok) { showToast(t('merchant:contents.published', { version: v }), { kind: 'success' }); await onChanged(); }
    } finally { setBusy(null); }
  };

  return (
    <>
      <Card title={t(`merchant:contents.page.${page.PageId}`, { defaultValue: page.PageId })}
        actions={<a href={page.Path} target="_blank" rel="noreferrer" sx={{ fontSize: 1, color: 'secondary' }}>{t('merchant:contents.open')}</a>}>
        <div sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <Tabs label={t('merchant:contents.language')} value={lang} onChange={setLang} tabs={[{ id: 'th', label: 'ไทย' }, { id: 'en', label: 'English' }]} />
          {/* Both editors stay mounted (hidden by language) so undo history survives switching tabs. */}
          {(['th', 'en'] as const).map((l) => (
            <div key={l} hidden={l !== lang} sx={{ display: l === lang ? 'flex' : 'none', flexDirection: 'column', gap: 3 }}>
              <TextInput label={t(l === 'th' ? 'merchant:contents.titleTh' : 'merchant:contents.titleEn')} data-testid={`content-title-${l}`}
                value={draft[l === 'th' ? 'TitleTh' : 'TitleEn']} onChange={(e) => set(l === 'th' ? 'TitleTh' : 'TitleEn')(e.target.value)}
                error={fieldError(l === 'th' ? 'TitleTh' : 'TitleEn')} maxLength={200} />
              <div>
                <RichEditor value={draft[l === 'th' ? 'BodyTh' : 'BodyEn']} onChange={set(l === 'th' ? 'BodyTh' : 'BodyEn')}
                  label={t(l === 'th' ? 'merchant:contents.bodyTh' : 'merchant:contents.bodyEn')} testId={`content-body-${l}`} />
                {fieldError(l === 'th' ? 'BodyTh' : 'BodyEn') && <p role="alert" sx={{ color: 'error', fontSize: 0, m: 0, mt: 1 }}>{fieldError(l === 'th' ? 'BodyTh' : 'BodyEn')}</p>}
              </div>
            </div>
          ))}
          {problem && !problem.Errors?.length && <p role="alert" sx={{ color: 'error', m: 0 }}>{serverText(problem.Message)}</p>}
          <div sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            <span sx={{ mr: 'auto', fontSize: 1, color: 'textMuted', alignSelf: 'center' }} data-testid="content-dirty">
              {dirty ? t('merchant:contents.unsaved') : openDraft ? t('merchant:contents.draft', { version: openDraft.Version }) : ''}
            </span>
            <Button tone="outline" data-testid="content-preview" busy={busy === 'preview'} onClick={() => void doPreview()}>{t('merchant:contents.preview')}</Button>
            <Button tone="secondary" data-testid="content-save" busy={busy === 'save'} onClick={() => void doSave()}>{t('merchant:contents.save')}</Button>
            <Button data-testid="content-publish" busy={busy === 'publish'} onClick={() => { if (page.Consent) setConfirmingPdpa(true); else void doPublish(); }}>{t('merchant:contents.publish')}</Button>
          </div>
        </div>
      </Card>
      {preview && (
        <Card title={t('merchant:contents.previewTitle')} testId="content-preview-panel">
          <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr', '1fr 1fr'], gap: 3 }}>
            {(['th', 'en'] as const).map((l) => (
              <article key={l} lang={l} sx={{ border: '1px dashed', borderColor: 'border', borderRadius: 'default', p: 3, minWidth: 0 }}>
                <h2 sx={{ mt: 0, fontSize: 3 }}>{(l === 'th' ? preview.TitleTh : preview.TitleEn || preview.TitleTh)}</h2>
                <ContentBody format="html" text={l === 'th' ? preview.BodyTh : preview.BodyEn || preview.BodyTh} />
              </article>
            ))}
          </div>
        </Card>
      )}
      {confirmingPdpa && (
        <ConfirmDialog testId="content-publish-confirm" title={t('merchant:contents.pdpaTitle')} confirmLabel={t('merchant:contents.publish')} cancelLabel={t('common:action.cancel')}
          onConfirm={() => void doPublish()} onCancel={() => setConfirmingPdpa(false)}>
          <p sx={{ m: 0 }}>{t('merchant:contents.pdpaText')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
