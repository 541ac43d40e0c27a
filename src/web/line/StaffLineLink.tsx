/** @jsxImportSource theme-ui */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { fetchStaffLineLinkUrl, useStaffLineAccount, useStaffLineUnlink, type StaffArea } from '../api/line-staff';
import { Button, Card } from '../merchant/ui/kit';
import { showToast } from '../widgets/toast-store';
import { LINE_GREEN_DARK } from './line-green';
import { goTo, saveStaffLinkReturn } from './line-login';

/**
 * A rider's or merchant user's own LINE link: linked riders get their login code on LINE, and a
 * merchant user's LINE logout revokes the token. Linking goes through LINE sign-in and comes back
 * to /line/authen, which returns here.
 */
export function StaffLineLink({ area, token }: { area: StaffArea; token: string | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  const q = useStaffLineAccount(area, token);
  const unlink = useStaffLineUnlink(area);
  const [busy, setBusy] = useState(false);
  const acc = q.data?.ok ? q.data.data : undefined;
  const start = async () => {
    setBusy(true);
    const res = await fetchStaffLineLinkUrl(area);
    if (res.ok && res.data?.url) {
      saveStaffLinkReturn(location.pathname);
      goTo(res.data.url);
      return;
    }
    setBusy(false);
    showToast(res.exception?.Message ?? t('common:line.staffLinkFailed'), { kind: 'error' });
  };
  if (!acc) return null;
  return (
    <Card title="LINE" testId="staff-line">
      <p data-testid="staff-line-status" sx={{ mt: 0, fontSize: 1 }}>
        {acc.Linked ? t('common:line.staffLinked', { name: acc.DisplayName ?? '' }) : t('common:line.staffNotLinked')}
      </p>
      {area === 'rider' && <p sx={{ mt: 0, fontSize: 0, color: 'textMuted' }}>{t('common:line.staffOtpHint')}</p>}
      {acc.Linked ? (
        <Button tone="outline" busy={unlink.isPending} data-testid="staff-line-unlink" onClick={() => unlink.mutate()}>{t('common:line.staffUnlink')}</Button>
      ) : (
        <button
          type="button" data-testid="staff-line-link" disabled={busy} onClick={() => void start()}
          sx={{ minHeight: 44, px: 3, border: 0, borderRadius: 6, bg: LINE_GREEN_DARK, color: '#fff', fontSize: 1, fontWeight: 'bold', cursor: 'pointer', '&:disabled': { opacity: 0.7, cursor: 'wait' } }}
        >
          {t('common:line.staffLink')}
        </button>
      )}
    </Card>
  );
}
