/** @jsxImportSource theme-ui */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { removeNewsImage, uploadNewsImage, type NewsAdminItem } from '../../api/admin-news';
import { Button, Card } from '../../merchant/ui/kit';
import { responsiveImage } from '../../widgets/responsive-image';

const isGenerated = (url: string) => url.includes('/api/media/') && url.endsWith('.svg');

function Picture({ item, lang, onChanged }: { item: NewsAdminItem; lang: 'th' | 'en'; onChanged: () => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const own = lang === 'en' ? item.ImageEn : item.Image;
  // What buyers of this language see: an empty English picture falls back to the Thai one.
  const shown = own || item.Image;
  const picture = responsiveImage(shown, '320px');
  const label = t(lang === 'en' ? 'merchant:newsAdmin.pictureEn' : 'merchant:newsAdmin.pictureTh');

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    const r = await uploadNewsImage(item.Code, lang, file);
    setBusy(false);
    if (input.current) input.current.value = '';
    setNote(r.ok ? { text: t('merchant:newsAdmin.uploaded'), error: false } : { text: t('merchant:newsAdmin.errors.file'), error: true });
    if (r.ok) onChanged();
  };
  const remove = async () => {
    setBusy(true);
    const r = await removeNewsImage(item.Code, lang);
    setBusy(false);
    setNote(r.ok ? { text: t('merchant:newsAdmin.removed'), error: false } : { text: t('merchant:newsAdmin.failed'), error: true });
    if (r.ok) onChanged();
  };

  return (
    <figure data-testid={`news-picture-${lang}`} sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <figcaption sx={{ fontWeight: 'bold', fontSize: 1 }}>
        {label}
        {isGenerated(shown) ? <span sx={{ fontWeight: 'normal', color: 'textMuted' }}> · {t('merchant:newsAdmin.generated')}</span> : null}
      </figcaption>
      <div sx={{ aspectRatio: '3 / 1', bg: 'muted', borderRadius: 'default', overflow: 'hidden' }}>
        {shown ? <img {...picture} alt={label} width={960} height={320} loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} /> : null}
      </div>
      <div sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <label htmlFor={inputId} sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{`${t('merchant:newsAdmin.upload')}: ${label}`}</label>
        <input id={inputId} ref={input} type="file" accept="image/jpeg,image/png,image/webp" disabled={busy} onChange={(e) => void upload(e.target.files?.[0])}
          data-testid={`news-upload-${lang}`} sx={{ fontSize: 0, maxWidth: '100%' }} />
        {own && !isGenerated(own) ? <Button tone="outline" type="button" busy={busy} onClick={() => void remove()}>{t('merchant:newsAdmin.remove')}</Button> : null}
      </div>
      <span role="status" sx={{ fontSize: 0, color: note?.error ? 'errorText' : 'successText', minHeight: '1em' }}>{note?.text ?? ''}</span>
    </figure>
  );
}

/** The Thai and the English picture of a saved item: upload (checked by content on the server) or remove. */
export function NewsPictures({ item, onChanged }: { item: NewsAdminItem; onChanged: () => void }) {
  const { t } = useTranslation();
  return (
    <Card title={t('merchant:newsAdmin.pictures')} testId="news-pictures">
      <p sx={{ mt: 0, fontSize: 0, color: 'textMuted' }}>{t('merchant:newsAdmin.picturesHint')}</p>
      <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr 1fr'], gap: 3 }}>
        <Picture item={item} lang="th" onChanged={onChanged} />
        <Picture item={item} lang="en" onChanged={onChanged} />
      </div>
    </Card>
  );
}
