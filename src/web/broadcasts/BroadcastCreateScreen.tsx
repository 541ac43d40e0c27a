/** @jsxImportSource theme-ui */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BlockProps } from '../../engine';
import { countAudience, sendBroadcast } from '../api/broadcasts';
import { localized } from '../layouts/shared/MenuLink';
import { Button, Card, DateInput, Field, Page, TextArea, TextInput } from '../merchant/ui/kit';
import { showToast } from '../widgets/toast-store';
import { AudiencePicker, type Audience } from './AudiencePicker';
import { bangkokLocalToIso, isoToBangkokLocal } from './format';

type Fields = 'TitleTh' | 'BodyTh' | 'ImageUrl' | 'LinkUrl' | 'AudienceCodes' | 'PublishAt';

const SERVER_KEYS: Record<string, string> = {
  'Please enter a title': 'merchant:broadcast.errors.title',
  'Please enter the message': 'merchant:broadcast.errors.body',
  'A link starts with https://, http:// or /': 'merchant:broadcast.errors.link',
  'An image address starts with https://, http:// or /': 'merchant:broadcast.errors.image',
  'Please choose who receives it': 'merchant:broadcast.errors.audience',
  'No customer matches this audience': 'merchant:broadcast.errors.nobody',
  'Please enter a valid time': 'merchant:broadcast.errors.time',
};
const URLISH = /^(https?:\/\/\S+|\/\S*)$/;

/** `/merchant/broadcast/create`: message in Thai (English optional), optional image and link, audience, now or at a time. */
export default function BroadcastCreateScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const navigate = useNavigate();
  const [v, setV] = useState({ TitleTh: '', TitleEn: '', BodyTh: '', BodyEn: '', ImageUrl: '', LinkUrl: '' });
  const [audience, setAudience] = useState<Audience>({ kind: 'TAG', codes: [], labels: {} });
  const [when, setWhen] = useState<'now' | 'later'>('now');
  // Day and time are two fields (the day in the page's calendar); the API gets one instant.
  const [at, setAt] = useState(() => {
    const local = isoToBangkokLocal(new Date(Date.now() + 24 * 3600_000).toISOString());
    return { day: local.slice(0, 10), time: local.slice(11, 16) };
  });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [count, setCount] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (audience.codes.length === 0) { setCount(null); return; }
    let live = true;
    void countAudience(audience.kind, audience.codes).then((r) => { if (live) setCount(r.ok && r.data ? r.data.Count : null); });
    return () => { live = false; };
  }, [audience]);

  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV((cur) => ({ ...cur, [k]: e.target.value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Partial<Record<Fields, string>> = {};
    if (!v.TitleTh.trim()) found.TitleTh = 'merchant:broadcast.errors.title';
    if (!v.BodyTh.trim()) found.BodyTh = 'merchant:broadcast.errors.body';
    if (v.ImageUrl.trim() && !URLISH.test(v.ImageUrl.trim())) found.ImageUrl = 'merchant:broadcast.errors.image';
    if (v.LinkUrl.trim() && !URLISH.test(v.LinkUrl.trim())) found.LinkUrl = 'merchant:broadcast.errors.link';
    if (audience.codes.length === 0) found.AudienceCodes = 'merchant:broadcast.errors.audience';
    const publishAt = when === 'later' ? bangkokLocalToIso(`${at.day}T${at.time}`) : null;
    if (when === 'later' && !publishAt) found.PublishAt = 'merchant:broadcast.errors.time';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const r = await sendBroadcast({ ...v, AudienceKind: audience.kind, AudienceCodes: audience.codes, PublishAt: publishAt });
    setBusy(false);
    if (r.ok && r.data) {
      showToast(t(when === 'later' ? 'merchant:broadcast.scheduled' : 'merchant:broadcast.sent', { count: r.data.Recipients }), { kind: 'success' });
      navigate(localized(`/merchant/broadcast/detail?id=${r.data.Id}`, locale));
      return;
    }
    const mapped: Partial<Record<Fields, string>> = {};
    for (const x of r.exception?.Errors ?? []) mapped[x.field.replace(/^\/body\//, '') as Fields] = SERVER_KEYS[x.reason] ?? x.reason;
    setErrors(mapped);
    if (Object.keys(mapped).length === 0) showToast(r.exception?.Message ?? t('merchant:broadcast.failed'), { kind: 'error' });
  };
  const msg = (k: Fields) => (errors[k] ? t(errors[k]) : null);
  return (
    <Page title={t('merchant:broadcast.create')} back={{ to: localized('/merchant/broadcast', locale), label: t('merchant:broadcast.title') }}>
      <form onSubmit={(e) => void submit(e)} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Card title={t('merchant:broadcast.message')}>
          <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr 1fr'], gap: 3 }}>
            <TextInput label={t('merchant:broadcast.field.titleTh')} name="TitleTh" value={v.TitleTh} maxLength={200} onChange={set('TitleTh')} error={msg('TitleTh')} />
            <TextInput label={t('merchant:broadcast.field.titleEn')} name="TitleEn" value={v.TitleEn} maxLength={200} onChange={set('TitleEn')} />
            <TextArea label={t('merchant:broadcast.field.bodyTh')} name="BodyTh" value={v.BodyTh} rows={5} maxLength={5000} onChange={set('BodyTh')} error={msg('BodyTh')} />
            <TextArea label={t('merchant:broadcast.field.bodyEn')} name="BodyEn" value={v.BodyEn} rows={5} maxLength={5000} onChange={set('BodyEn')} />
            <TextInput label={t('merchant:broadcast.field.image')} name="ImageUrl" value={v.ImageUrl} placeholder="https://…" onChange={set('ImageUrl')} error={msg('ImageUrl')} />
            <TextInput label={t('merchant:broadcast.field.link')} name="LinkUrl" value={v.LinkUrl} placeholder="/promotion" onChange={set('LinkUrl')} error={msg('LinkUrl')} />
          </div>
        </Card>
        <Card title={t('merchant:broadcast.audience')}>
          <Field label="" error={msg('AudienceCodes')}>
            <AudiencePicker value={audience} onChange={setAudience} />
          </Field>
          {count !== null && <p data-testid="audience-count" sx={{ m: 0, mt: 3, fontSize: 1, fontWeight: 'bold' }}>{t('merchant:broadcast.reaches', { count })}</p>}
        </Card>
        <Card title={t('merchant:broadcast.when')}>
          <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-end' }}>
            <label sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 1 }}><input type="radio" name="when" checked={when === 'now'} onChange={() => setWhen('now')} />{t('merchant:broadcast.now')}</label>
            <label sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 1 }}><input type="radio" name="when" checked={when === 'later'} onChange={() => setWhen('later')} />{t('merchant:broadcast.later')}</label>
            {when === 'later' && (
              <>
                <DateInput label={t('merchant:broadcast.field.publishDate')} value={at.day} onChange={(day) => setAt((a) => ({ ...a, day }))} error={msg('PublishAt')} />
                <TextInput label={t('merchant:broadcast.field.publishTime')} type="text" inputMode="numeric" pattern="[0-2][0-9]:[0-5][0-9]" maxLength={5} placeholder="14:30" value={at.time} onChange={(e) => { const time = e.target.value; setAt((a) => ({ ...a, time })); }} />
              </>
            )}
          </div>
        </Card>
        <div sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" busy={busy}>{t(when === 'later' ? 'merchant:broadcast.schedule' : 'merchant:broadcast.send')}</Button>
        </div>
      </form>
    </Page>
  );
}
