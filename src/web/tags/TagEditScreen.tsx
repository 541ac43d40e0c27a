/** @jsxImportSource theme-ui */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { BlockProps } from '../../engine';
import { fetchTag, updateTag, type TagView } from '../api/tags';
import { BootFallback } from '../app/BootFallback';
import { localized } from '../layouts/shared/MenuLink';
import { Card, Empty, Page } from '../merchant/ui/kit';
import { showToast } from '../widgets/toast-store';
import { markTagListStale } from './list-cache';
import { TagChip } from './TagChip';
import { TagCustomers } from './TagCustomers';
import { TagForm } from './TagForm';
import { fromServer, type TagFieldErrors } from './validate';

/** `/merchant/tag/{id}`: the tag (editable by its creator or a super admin) and its customers. */
export default function TagEditScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const id = Number(useParams().id);
  const [tag, setTag] = useState<TagView | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<TagFieldErrors>({});
  useEffect(() => {
    let live = true;
    setTag(undefined);
    if (!Number.isInteger(id) || id < 1) { setTag(null); return; }
    void fetchTag(id).then((r) => { if (live) setTag(r.ok && r.data ? r.data : null); });
    return () => { live = false; };
  }, [id]);
  const back = { to: localized('/merchant/tag', locale), label: t('merchant:tag.title') };
  if (tag === undefined) return <BootFallback />;
  if (tag === null) return <Page title={t('merchant:tag.title')} back={back}><Empty>{t('merchant:tag.notFound')}</Empty></Page>;
  const name = locale === 'en' ? tag.NameEn || tag.NameTh : tag.NameTh;
  return (
    <Page title={name} subtitle={<TagChip code={tag.Code} color={tag.Color} muted={!tag.Active} />} back={back}>
      <Card title={t('merchant:tag.details')}>
        {!tag.CanEdit && <p sx={{ m: 0, mb: 3, fontSize: 1, color: 'textMuted' }}>{t('merchant:tag.readOnly')}</p>}
        <TagForm key={`${tag.Id}-${tag.Color}-${tag.NameTh}-${tag.NameEn}-${tag.Active}`} creating={false} readOnly={!tag.CanEdit} busy={busy} errors={errors}
          submitLabel={t('merchant:tag.save')} initial={{ NameTh: tag.NameTh, NameEn: tag.NameEn, Color: tag.Color, Active: tag.Active }}
          onSubmit={async ({ NameTh, NameEn, Color, Active }) => {
            setBusy(true);
            const r = await updateTag(tag.Id, { NameTh, NameEn, Color, Active });
            setBusy(false);
            if (r.ok && r.data) {
              markTagListStale();
              setErrors({});
              setTag({ ...tag, ...r.data });
              showToast(t('merchant:tag.saved'), { kind: 'success' });
            } else if (r.status === 403) showToast(t('merchant:tag.readOnly'), { kind: 'error' });
            else setErrors(fromServer(r.exception?.Errors));
          }} />
      </Card>
      <TagCustomers tag={tag} onCount={(n) => { markTagListStale(); setTag((cur) => (cur ? { ...cur, CustomerCount: n } : cur)); }} />
    </Page>
  );
}
