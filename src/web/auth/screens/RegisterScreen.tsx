/** @jsxImportSource theme-ui */
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SchemaForm, type ExtraIssue, type JsonSchema } from '../../../engine';
import registerSchema from '../../../../schemas/forms/register.json';
import { fetchRegister, type RegisterBody } from '../../api/auth-register';
import { useResolvedBundle } from '../../app/resolved-bundle';
import { localized } from '../../layouts/shared/MenuLink';
import { COOKIE, readCookie } from '../../session/cookies';
import { BootFallback } from '../../app/BootFallback';
import { withLoadingOverlay } from '../../widgets/loading-store';
import { showToast } from '../../widgets/toast-store';
import { afterLoginPath, completeCustomerLogin } from '../customer-login';
import { useAuthQuery } from '../query';
import { serverReason, serverText } from '../../api/server-texts';
import { formPointer } from '../server-messages';
import { AuthCard } from '../ui/AuthCard';
import { useScreenTitle } from '../../app/screen-title';

type RegisterForm = Omit<RegisterBody, 'saleUnit' | 'saleCode'>;

const uiSchema = {
  'ui:order': ['name', 'mobileNo', 'email', 'password', 'confirmPassword', 'referralCode'],
  mobileNo: { 'ui:inputType': 'tel', 'ui:placeholder': '08xxxxxxxx', 'ui:autocomplete': 'tel' },
  email: { 'ui:inputType': 'email', 'ui:autocomplete': 'email' },
  password: { 'ui:widget': 'password', 'ui:autocomplete': 'new-password' },
  confirmPassword: { 'ui:widget': 'password', 'ui:autocomplete': 'new-password' },
  name: { 'ui:autocomplete': 'organization' },
};

/**
 * `/register`: the customer registration form (schemas/forms/register.json). From the back office
 * ('Register new customer': `?saleCode=&dist=&layout=merchant`) a salesperson registers a customer
 * without signing in as them; otherwise the new customer is signed in (pending approval when the
 * tenant requires it).
 */
export interface RegisterPrefill {
  /** Centre and salesperson from the path of `/manage/registerfrompc/{dist?}/{salecode?}`. */
  saleUnit: string;
  saleCode: string;
  /** A salesperson registers the customer on the back-office PC (no sign-in as them). */
  staff: boolean;
  intro?: ReactNode;
  /** Where staff go after a registration (default the back office's customers). */
  staffDone?: string;
}

export default function RegisterScreen({ prefill }: { prefill?: RegisterPrefill }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bundle = useResolvedBundle();
  const { flags } = bundle;
  const query = useAuthQuery();
  const staff = prefill ? prefill.staff : query.search.get('layout') === 'merchant';
  const [formData, setFormData] = useState<Partial<RegisterForm>>(() => (query.mobileNo ? { mobileNo: query.mobileNo } : {}));
  const [issues, setIssues] = useState<ExtraIssue[]>([]);
  // The top bar and document title say what the card says (staff: 'Register a new customer').
  useScreenTitle(staff ? 'buyer:register.staffTitle' : null);

  const closed = flags.ENABLE_REGISTER !== 'Y' || bundle.forms.register?.enabled === false;
  if (closed && !staff && !prefill?.saleCode) {
    return (
      <AuthCard icon="register" title={t('buyer:register.title')} subtitle={t('buyer:register.closed')}>
        <Link to={query.link('/login')} sx={{ variant: 'buttons.primary', display: 'block', textAlign: 'center', textDecoration: 'none', py: '12px' }}>
          {t('buyer:auth.login')}
        </Link>
      </AuthCard>
    );
  }

  const submit = async (data: RegisterForm) => {
    setFormData(data);
    if (data.password !== data.confirmPassword) {
      setIssues([{ field: '/confirmPassword', messageKey: 'buyer:register.passwordMismatch' }]);
      return;
    }
    setIssues([]);
    const saleUnit = prefill?.saleUnit || query.search.get('dist') || (staff ? '' : readCookie(COOKIE.dc)) || undefined;
    const saleCode = prefill?.saleCode || query.search.get('saleCode') || undefined;
    const res = await withLoadingOverlay(() => fetchRegister({ ...data, saleUnit, saleCode }));
    if (res.status === 409 && res.exception) {
      const message = serverText(res.exception.Message);
      setIssues([{ field: '/mobileNo', message }]);
      showToast(message, { kind: 'error' });
      return;
    }
    if (res.status === 400 && res.exception) {
      setIssues((res.exception.Errors ?? []).map((e) => ({ field: formPointer(e.field), message: serverReason(e.reason) })));
      if (!res.exception.Errors?.length) showToast(serverText(res.exception.Message), { kind: 'error' });
      return;
    }
    if (!res.ok || !res.data?.jtoken || !res.data.user) return;
    if (staff) {
      showToast(t('buyer:register.staffDone', { name: res.data.user.CUSTOMERNAME ?? data.name }), { kind: 'success' });
      navigate(localized(prefill?.staffDone ?? '/merchant/customer', query.locale));
      return;
    }
    const user = await completeCustomerLogin(res.data.jtoken, res.data.user);
    navigate(localized(afterLoginPath(user, query.redirect), query.locale), { replace: true });
  };

  // Staff came from the back office: a way back there without registering anyone.
  const footer = staff ? (
    <Link to={localized(prefill?.staffDone ?? '/merchant/customer', query.locale)} sx={{ color: 'secondaryText', fontWeight: 'bold' }}>
      {t('buyer:register.staffBack')}
    </Link>
  ) : (
    <span>
      {t('buyer:register.haveAccount')}{' '}
      <Link to={query.link('/login')} sx={{ color: 'secondaryText', fontWeight: 'bold' }}>
        {t('buyer:auth.login')}
      </Link>
    </span>
  );

  return (
    <AuthCard icon="register" title={t(staff ? 'buyer:register.staffTitle' : 'buyer:register.title')} subtitle={t('buyer:register.subtitle')} footer={footer || undefined}>
      {prefill?.intro}
      {/* The form is the card's content: no second frame around its fields. */}
      <div sx={{ '& fieldset': { border: 0, p: 0, m: 0, minWidth: 0 }, '& button[type=submit]': { width: '100%', py: '12px', fontSize: 2 } }}>
        <Suspense fallback={<BootFallback />}>
          <SchemaForm
            id="register-form"
            schema={registerSchema as JsonSchema}
            uiSchema={uiSchema}
            formData={formData as unknown as Record<string, unknown>}
            onChange={(data) => setFormData(data as unknown as RegisterForm)}
            onSubmit={(data) => void submit(data as unknown as RegisterForm)}
            submitLabel="buyer:register.submit"
            extraIssues={issues}
          />
        </Suspense>
      </div>
    </AuthCard>
  );
}
