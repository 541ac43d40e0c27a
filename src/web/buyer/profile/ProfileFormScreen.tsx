/** @jsxImportSource theme-ui */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SchemaForm, type BlockProps, type ExtraIssue, type JsonSchema } from '../../../engine';
import { profileFormQuery, saveProfileForm } from '../../api/profile';
import { BootFallback } from '../../app/BootFallback';
import { useResolvedBundle } from '../../app/resolved-bundle';
import { localized } from '../../layouts/shared/MenuLink';
import { withLoadingOverlay } from '../../widgets/loading-store';
import { showToast } from '../../widgets/toast-store';
import { Card, EmptyState, PageTitle, Skeleton, FORM_CARD } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';

// Every form schema the build knows, by file name: the bundle names one (forms/group-qa.json).
const SCHEMAS = import.meta.glob<JsonSchema>('../../../../schemas/forms/*.json', { import: 'default' });

function loaderFor(file: string) {
  const name = file.replace(/^forms\//, '');
  const key = Object.keys(SCHEMAS).find((k) => k.endsWith(`/schemas/forms/${name}`));
  return key ? SCHEMAS[key] : null;
}

/**
 * `/profile/groupQA`, `/profile/petInformation` and any other tenant profile form: the tenant's
 * JSON schema (bundle `forms.<id>`) rendered by SchemaForm, answers stored per customer. A tenant
 * without the form shows that it has none.
 */
export default function ProfileFormScreen({ form = '' }: BlockProps & { form?: string }) {
  const { t } = useTranslation();
  const bundle = useResolvedBundle();
  const queryClient = useQueryClient();
  const { token, locale } = useBuyer();
  const def = bundle.forms?.[form];
  const load = def?.enabled ? loaderFor(def.schema) : null;
  const schema = useQuery({ queryKey: ['formSchema', def?.schema ?? ''], queryFn: () => (load ? load() : Promise.resolve(null)), enabled: !!load, staleTime: Infinity });
  const answers = useQuery({ ...profileFormQuery(token, form), enabled: !!load && !!token });
  const [issues, setIssues] = useState<ExtraIssue[]>([]);
  const title = t(`buyer:profileForms.${form}`, form);
  if (!load) {
    return <Card><EmptyState icon="info" testId="form-unavailable" title={t('buyer:profileForms.unavailable')} action={<Link to={localized('/profile', locale)} sx={{ variant: 'buttons.primary', display: 'inline-block', px: 4, py: 2, textDecoration: 'none' }}>{t('common:title.profile')}</Link>} /></Card>;
  }
  const save = async (data: Record<string, unknown>) => {
    const res = await withLoadingOverlay(() => saveProfileForm(form, data));
    if (res.ok) {
      setIssues([]);
      showToast(t('buyer:profile.saved'), { kind: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['profileForm'] });
    } else if (res.exception?.Errors?.length) {
      setIssues(res.exception.Errors.map((e) => ({ field: e.field, messageKey: e.reason })));
    }
  };
  return (
    <div data-testid="profile-form" data-form={form}>
      <PageTitle>{title}</PageTitle>
      <Card extra={{ maxWidth: 640, ...FORM_CARD }}>
        {schema.data && !answers.isPending ? (
          <Suspense fallback={<BootFallback />}>
            <SchemaForm schema={schema.data} formData={answers.data ?? {}} onSubmit={(d) => void save(d as Record<string, unknown>)} submitLabel="common:action.save" extraIssues={issues} />
          </Suspense>
        ) : <Skeleton height={200} />}
      </Card>
    </div>
  );
}
