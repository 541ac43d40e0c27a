/** @jsxImportSource theme-ui */
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SchemaForm, type ExtraIssue, type JsonSchema } from '../../../engine';
import profileSchema from '../../../../schemas/forms/profile.json';
import { updateProfile, type ProfileEdit } from '../../api/profile';
import { BootFallback } from '../../app/BootFallback';
import { localized } from '../../layouts/shared/MenuLink';
import { setCustomerSession } from '../../session/customer-actions';
import { rootSession } from '../../session/root-session';
import { withLoadingOverlay } from '../../widgets/loading-store';
import { showToast } from '../../widgets/toast-store';
import { Card, PageTitle, FORM_CARD } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { serverReason } from '../../api/server-texts';

/** `/profile/editProfile`: name, e-mail, phone, address, postcode (schemas/forms/profile.json, checked again by the server). */
export default function EditProfileScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, locale } = useBuyer();
  const [issues, setIssues] = useState<ExtraIssue[]>([]);
  const initial: ProfileEdit = {
    name: String(user?.CUSTOMERNAME ?? ''),
    email: user?.Email ? String(user.Email) : undefined,
    phone: user?.Phone ? String(user.Phone) : undefined,
    address: user?.ADDRESS ? String(user.ADDRESS) : undefined,
    zip: user?.ZIP ? String(user.ZIP) : undefined,
  };
  const submit = async (data: ProfileEdit) => {
    const res = await withLoadingOverlay(() => updateProfile(data));
    if (res.ok && res.data) {
      setCustomerSession(res.data.jtoken ?? rootSession.token ?? '', res.data);
      showToast(t('buyer:profile.saved'), { kind: 'success' });
      navigate(localized('/profile/showProfile', locale));
    } else if (res.exception?.Errors?.length) {
      setIssues(res.exception.Errors.map((e) => ({ field: e.field.replace(/^\/body/, ''), message: serverReason(e.reason) })));
    }
  };
  return (
    <div>
      <PageTitle>{t('common:title.editProfile')}</PageTitle>
      <Card extra={{ maxWidth: 640, ...FORM_CARD }}>
        <Suspense fallback={<BootFallback />}>
          <SchemaForm schema={profileSchema as JsonSchema} formData={initial} onSubmit={(d) => void submit(d as unknown as ProfileEdit)} submitLabel="common:action.save" extraIssues={issues} />
        </Suspense>
      </Card>
    </div>
  );
}
