/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BlockProps } from '../../engine';
import { createTag } from '../api/tags';
import { localized } from '../layouts/shared/MenuLink';
import { Card, Page } from '../merchant/ui/kit';
import { showToast } from '../widgets/toast-store';
import { markTagListStale } from './list-cache';
import { TagForm } from './TagForm';
import { fromServer, type TagFieldErrors } from './validate';

/** `/merchant/tag/create`: a new tag, then straight to its page to give it to customers. */
export default function TagCreateScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<TagFieldErrors>({});
  return (
    <Page title={t('merchant:tag.create')} back={{ to: localized('/merchant/tag', locale), label: t('merchant:tag.title') }}>
      <Card>
        <TagForm creating busy={busy} errors={errors} submitLabel={t('merchant:tag.save')}
          initial={{ Code: '', NameTh: '', NameEn: '', Color: '#1565c0', Active: true }}
          onSubmit={async (input) => {
            setBusy(true);
            const r = await createTag(input);
            setBusy(false);
            if (r.ok && r.data) {
              markTagListStale();
              showToast(t('merchant:tag.saved'), { kind: 'success' });
              navigate(localized(`/merchant/tag/${r.data.Id}`, locale));
            } else setErrors(fromServer(r.exception?.Errors));
          }} />
      </Card>
    </Page>
  );
}
