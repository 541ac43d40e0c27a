/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { useRegisterInfo } from '../../api/sales';
import RegisterScreen from '../../auth/screens/RegisterScreen';
import { AuthCard } from '../../auth/ui/AuthCard';
import { BootFallback } from '../../app/BootFallback';
import { merchantSession } from '../../session/merchant-session';
import { rootSession } from '../../session/root-session';
import { RegistrationQr, registrationLink } from './RegistrationQr';

/**
 * `/manage/registerfrompc/{dist?}/{salecode?}`: registration started from the back office or from
 * the QR code a salesperson shows, prefilled with the centre and the salesperson; the new customer
 * lands under that salesperson (server: authen/register with saleUnit and saleCode). On the
 * salesperson's own PC the page also shows the QR code for the customer's phone.
 */
export default function RegisterFromPcScreen() {
  const { t } = useTranslation();
  const { dist = '', salecode = '' } = useParams();
  const { token: merchantToken } = useSnapshot(merchantSession);
  const { tenantId } = useSnapshot(rootSession);
  const q = useRegisterInfo(dist, salecode);
  if (q.isPending) return <BootFallback />;
  const info = q.data?.info;
  if (!info) {
    return (
      <AuthCard icon="register" title={t('buyer:registerPc.title')}>
        <p role="alert" data-testid="register-pc-bad">{t('buyer:registerPc.badLink', { reason: `${dist}/${salecode}` })}</p>
      </AuthCard>
    );
  }
  const staff = !!merchantToken;
  const intro = (
    <div data-testid="register-pc-info" sx={{ mb: 3, p: 2, bg: 'muted', borderRadius: 'default', fontSize: 1 }}>
      {info.Centre && <div>{t('buyer:registerPc.centre')}: <strong data-testid="register-pc-centre">{info.Centre.Name}</strong></div>}
      {info.Salesperson && <div>{t('buyer:registerPc.salesperson')}: <strong data-testid="register-pc-salesperson">{info.Salesperson.Name}</strong></div>}
      {staff && info.Centre && info.Salesperson && (
        <div sx={{ mt: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          <RegistrationQr link={registrationLink(window.location.origin, info.Centre.SaleUnit, info.Salesperson.SaleCode, tenantId)} label={t('buyer:registerPc.showQr')} />
          <span sx={{ textAlign: 'center' }}>{t('buyer:registerPc.showQr')}</span>
        </div>
      )}
    </div>
  );
  return <RegisterScreen prefill={{ saleUnit: info.Centre?.SaleUnit ?? '', saleCode: info.Salesperson?.SaleCode ?? '', staff, intro, staffDone: '/sales/mysales' }} />;
}
