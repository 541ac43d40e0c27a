/** @jsxImportSource theme-ui */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { localeFromPath, localePrefix } from '../app/locale';
import { savePdpaDecision } from '../api/contents';
import { showToast } from '../widgets/toast-store';
import { useModalFocus } from '../widgets/use-modal-focus';

/**
 * The PDPA prompt itself (PdpaReconsent.tsx decides whether to load it): read, accept or decline the
 * new version. It asks for a decision, so Escape does not close it (focus stays trapped inside).
 */
export default function PdpaReconsentDialog({ version, previous, customerId, saleUnit }: { version: string; previous: string; customerId: string; saleUnit: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const dialog = useModalFocus<HTMLDivElement>();
  const prefix = localePrefix(localeFromPath(location.pathname));
  const decide = async (accepted: boolean) => {
    setBusy(true);
    try {
      const res = await savePdpaDecision({ Customer_Id: customerId, SaleUnit: saleUnit, Type: accepted, Version: version });
      if (res.ok) {
        showToast(t(accepted ? 'buyer:pdpa.accepted' : 'buyer:pdpa.refused'), { kind: 'success' });
        await queryClient.invalidateQueries({ queryKey: ['pdpa'] });
      }
    } finally { setBusy(false); }
  };
  return (
    <div sx={{ position: 'fixed', inset: 0, zIndex: 1400, bg: 'rgba(0,0,0,0.45)', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
      <div ref={dialog} tabIndex={-1} role="dialog" aria-modal="true" aria-labelledby="pdpa-reconsent-title" data-testid="pdpa-reconsent"
        sx={{ bg: 'background', color: 'text', borderRadius: 'default', boxShadow: 'raised', p: 4, maxWidth: 480, width: '100%' }}>
        <h2 id="pdpa-reconsent-title" sx={{ fontSize: 3, m: 0, mb: 2 }}>{t('buyer:pdpa.reconsentTitle')}</h2>
        <p sx={{ m: 0, mb: 2 }}>{t('buyer:pdpa.reconsentText', { version, previous })}</p>
        <p sx={{ m: 0, mb: 3 }}>
          <Link to={`${prefix}/pdpa`} sx={{ color: 'primary', fontWeight: 'bold' }}>{t('buyer:pdpa.reconsentRead')}</Link>
        </p>
        <div sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <button type="button" disabled={busy} data-testid="pdpa-reconsent-decline" onClick={() => void decide(false)} sx={{ variant: 'buttons.text', border: 0, py: 2 }}>
            {t('buyer:pdpa.refuse')}
          </button>
          <button type="button" disabled={busy} data-testid="pdpa-reconsent-accept" onClick={() => void decide(true)} sx={{ variant: 'buttons.primary', border: 0, px: 4, py: 2 }}>
            {t('buyer:pdpa.accept')}
          </button>
        </div>
      </div>
    </div>
  );
}
