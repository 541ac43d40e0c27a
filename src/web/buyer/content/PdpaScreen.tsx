/** @jsxImportSource theme-ui */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { savePdpaDecision, useContent } from '../../api/contents';
import { usePdpaState } from '../../api/profile';
import { localized } from '../../layouts/shared/MenuLink';
import { withLoadingOverlay } from '../../widgets/loading-store';
import { showToast } from '../../widgets/toast-store';
import { orderDateTime } from '../payment/dates';
import { Button, Card, EmptyState, PageTitle, Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { ContentBody } from './ContentBody';

/**
 * `/pdpa`: the personal-data-protection policy and the customer's decision; 'Accept' or 'Refuse'
 * records it for this policy version (`MASTER_DATA_MANAGEMENT/SaveVersionPDPA`, Type true/false).
 */
export default function PdpaScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { token, user, viewer, locale, guest, authenticated, flag } = useBuyer();
  const signedIn = authenticated && !guest;
  const enabled = flag('ENABLE_PDPA') === 'Y';
  const policy = useContent('pdpa', locale);
  const state = usePdpaState(token, signedIn && enabled);
  if (!enabled) return <Card><EmptyState icon="shield" title={t('buyer:pdpa.disabled')} /></Card>;
  const decide = async (accepted: boolean) => {
    if (!user) return;
    const res = await withLoadingOverlay(() => savePdpaDecision({ Customer_Id: user.CUSTOMERCODE, SaleUnit: viewer.saleUnit ?? '', Type: accepted, Version: policy.data?.Version }));
    if (res.ok) {
      showToast(t(accepted ? 'buyer:pdpa.accepted' : 'buyer:pdpa.refused'), { kind: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['pdpa'] });
    }
  };
  const current = state.data;
  const upToDate = current && policy.data && current.Version === policy.data.Version;
  return (
    <div data-testid="pdpa">
      <PageTitle sub={policy.data ? t('buyer:content.version', { version: policy.data.Version }) : undefined}>{policy.data?.Title ?? t('common:title.pdpa')}</PageTitle>
      <Card extra={{ maxWidth: 860 }}>
        {policy.isPending ? <Skeleton height={240} /> : policy.data ? <ContentBody text={policy.data.Data} format={policy.data.Format} /> : <p>{t('buyer:content.notFound')}</p>}
        <div sx={{ borderTop: '1px solid', borderColor: 'border', mt: 3, pt: 3 }}>
          {!signedIn ? (
            <p sx={{ m: 0 }}>
              <Link to={localized(`/login?redirect=${encodeURIComponent('/pdpa')}`, locale)}>{t('buyer:pdpa.loginToDecide')}</Link>
            </p>
          ) : (
            <>
              {current && (
                <p data-testid="pdpa-state" sx={{ mt: 0 }}>
                  {t(current.Accepted ? 'buyer:pdpa.stateAccepted' : 'buyer:pdpa.stateRefused', { version: current.Version, date: orderDateTime(current.At, locale) })}
                  {!upToDate && ` ${t('buyer:pdpa.newVersion')}`}
                </p>
              )}
              <div sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                <Button data-testid="pdpa-accept" disabled={!policy.data} onClick={() => void decide(true)}>{t('buyer:pdpa.accept')}</Button>
                <Button variant="danger" data-testid="pdpa-refuse" disabled={!policy.data} onClick={() => void decide(false)}>{t('buyer:pdpa.refuse')}</Button>
              </div>
            </>
          )}
        </div>
      </Card>
    </div>
  );
}
