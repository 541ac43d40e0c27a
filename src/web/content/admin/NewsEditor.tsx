/** @jsxImportSource theme-ui */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createNews, saveNews, type NewsAdminItem, type NewsDraft } from '../../api/admin-news';
import { Button, Card, DateInput, Switch, TextArea, TextInput } from '../../merchant/ui/kit';

type Field = keyof NewsDraft;
type Errors = Partial<Record<Field, string>>;
const EMPTY: NewsDraft = { TitleTh: '', TitleEn: '', BodyTh: '', BodyEn: '', Link: '', Active: 'Y', DateStart: null, DateEnd: null, SortOrder: 10 };

const draftOf = (item: NewsAdminItem | null): NewsDraft => (item
  ? { TitleTh: item.TitleTh, TitleEn: item.TitleEn, BodyTh: item.BodyTh, BodyEn: item.BodyEn, Link: item.Link, Active: item.Active, DateStart: item.DateStart, DateEnd: item.DateEnd, SortOrder: item.SortOrder }
  : EMPTY);

/** The same rules the server applies, checked first so the person sees them in their language without a round trip. */
function check(d: NewsDraft): Errors {
  const e: Errors = {};
  if (!d.TitleTh.trim()) e.TitleTh = 'TitleTh';
  if (!d.TitleEn.trim() && d.BodyEn.trim()) e.TitleEn = 'TitleEn';
  const link = d.Link.trim();
  if (link && !(/^\/(?!\/)\S*$/.test(link) || /^https:\/\/[^\s/]+(\/\S*)?$/.test(link))) e.Link = 'Link';
  if (d.DateStart && d.DateEnd && d.DateEnd < d.DateStart) e.DateEnd = 'DateEnd';
  if (!Number.isInteger(d.SortOrder) || d.SortOrder < 0 || d.SortOrder > 100_000) e.SortOrder = 'SortOrder';
  return e;
}

/** Texts, link, dates, order and the on/off switch of one banner or news item (new when `item` is null). */
export function NewsEditor({ item, type, announce = null, onSaved }: {
  item: NewsAdminItem | null; type: NewsAdminItem['NewsType'];
  /** Said on arrival: the item was just created (the editor remounts for it). */
  announce?: 'created' | null;
  onSaved: (saved: NewsAdminItem, created: boolean) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<NewsDraft>(() => draftOf(item));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<'saved' | 'created' | 'failed' | null>(announce);
  const set = <K extends Field>(key: K, value: NewsDraft[K]) => { setDraft((d) => ({ ...d, [key]: value })); setStatus(null); };
  const message = (field: Field) => (errors[field] ? t(`merchant:newsAdmin.errors.${errors[field]}`) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const r = item ? await saveNews(item.Code, draft) : await createNews(type, draft);
    setBusy(false);
    if (r.ok && r.data) {
      setStatus(item ? 'saved' : 'created');
      onSaved(r.data, !item);
      return;
    }
    // The server names each field (/body/DateEnd …): show them beside their fields.
    const fromServer: Errors = {};
    for (const e of r.exception?.Errors ?? []) {
      const field = String(e.field ?? '').split('/').pop() as Field;
      if (field in EMPTY) fromServer[field] = field;
    }
    setErrors(fromServer);
    setStatus(Object.keys(fromServer).length ? null : 'failed');
  };

  const heading = item ? (item.TitleTh || item.Code) : t(type === 'B' ? 'merchant:newsAdmin.newBanner' : 'merchant:newsAdmin.newNews');
  return (
    <Card title={heading} testId="news-editor">
      <form onSubmit={submit} noValidate sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr 1fr'], gap: 3 }}>
        <TextInput label={t('merchant:newsAdmin.titleTh')} value={draft.TitleTh} maxLength={120} error={message('TitleTh')} onChange={(e) => set('TitleTh', e.target.value)} />
        <TextInput label={t('merchant:newsAdmin.titleEn')} value={draft.TitleEn} maxLength={120} error={message('TitleEn')} onChange={(e) => set('TitleEn', e.target.value)} lang="en" />
        <TextArea label={t('merchant:newsAdmin.bodyTh')} value={draft.BodyTh} maxLength={4000} onChange={(e) => set('BodyTh', e.target.value)} />
        <TextArea label={t('merchant:newsAdmin.bodyEn')} value={draft.BodyEn} maxLength={4000} onChange={(e) => set('BodyEn', e.target.value)} lang="en" />
        <div sx={{ gridColumn: ['auto', '1 / -1'] }}>
          <TextInput label={t('merchant:newsAdmin.link')} hint={t('merchant:newsAdmin.linkHint')} value={draft.Link} maxLength={500} error={message('Link')} onChange={(e) => set('Link', e.target.value)} inputMode="url" />
        </div>
        <DateInput label={t('merchant:newsAdmin.dateStart')} value={draft.DateStart ?? ''} error={message('DateStart')} onChange={(iso) => set('DateStart', iso || null)} />
        <DateInput label={t('merchant:newsAdmin.dateEnd')} value={draft.DateEnd ?? ''} min={draft.DateStart ?? undefined} error={message('DateEnd')} onChange={(iso) => set('DateEnd', iso || null)} />
        <TextInput label={t('merchant:newsAdmin.sortOrder')} type="number" min={0} max={100000} step={1} value={String(draft.SortOrder)} error={message('SortOrder')} onChange={(e) => set('SortOrder', e.target.value === '' ? Number.NaN : Number(e.target.value))} />
        <div sx={{ display: 'flex', alignItems: 'center', gap: 2, alignSelf: 'end', minHeight: 40 }}>
          <Switch checked={draft.Active === 'Y'} onChange={(on) => set('Active', on ? 'Y' : 'N')} label={t('merchant:newsAdmin.active')} />
          <span aria-hidden="true">{t('merchant:newsAdmin.active')}</span>
        </div>
        <div sx={{ gridColumn: ['auto', '1 / -1'], display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button type="submit" busy={busy} data-testid="news-save">{t(item ? 'merchant:newsAdmin.save' : 'merchant:newsAdmin.create')}</Button>
          <span role="status" sx={{ fontSize: 1, color: status === 'failed' ? 'errorText' : 'successText' }}>
            {status ? t(`merchant:newsAdmin.${status}`) : ''}
          </span>
        </div>
      </form>
    </Card>
  );
}
