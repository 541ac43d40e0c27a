/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import type { Dist } from '../session/types';
import { LINE_GREEN_DARK } from '../line/line-green';
import { Icon } from '../widgets/Icon';
import { useModalFocus } from '../widgets/use-modal-focus';

/** The official-account invitation in front of a centre swap: 'Later' / 'Go to merchant'; Escape answers 'Later'. */
export function OaInviteDialog({ dist, onAnswer, busy }: { dist: Dist; onAnswer: (goToMerchant: boolean) => void; busy: boolean }) {
  const { t } = useTranslation();
  const dialog = useModalFocus<HTMLDivElement>({ onEscape: () => { if (!busy) onAnswer(false); } });
  const name = dist.LineChannel?.channel_name || dist.DIST_NAME || dist.SaleUnit;
  return (
    <div sx={{ position: 'fixed', inset: 0, zIndex: 1320, display: 'flex', alignItems: 'center', justifyContent: 'center', bg: 'rgba(0,0,0,0.45)', px: 3 }}>
      <div ref={dialog} tabIndex={-1} role="dialog" aria-modal="true" aria-labelledby="oa-invite-title" data-testid="oa-invite" sx={{ bg: 'background', borderRadius: 'default', boxShadow: 'raised', p: 4, maxWidth: 400, width: '100%', textAlign: 'center' }}>
        {/* The white icon on LINE's own green read at 2.3:1, under the 3:1 an icon needs. */}
        <span data-testid="oa-invite-icon" sx={{ display: 'inline-flex', width: 56, height: 56, borderRadius: '50%', bg: LINE_GREEN_DARK, color: '#fff', alignItems: 'center', justifyContent: 'center', mb: 2 }}>
          <Icon name="line" size={32} />
        </span>
        <h2 id="oa-invite-title" sx={{ fontSize: 3, m: 0, mb: 2 }}>
          {t('common:oaInvite.title')}
        </h2>
        <p sx={{ m: 0, mb: 4, color: 'textMuted', fontSize: 1 }}>{t('buyer:centres.oaText', { name })}</p>
        <div sx={{ display: 'flex', gap: 2 }}>
          <button type="button" disabled={busy} onClick={() => onAnswer(false)} sx={{ variant: 'buttons.outline', flex: 1, py: 2, fontFamily: 'body', fontSize: 2 }}>
            {t('common:action.later')}
          </button>
          <button type="button" disabled={busy} onClick={() => onAnswer(true)} sx={{ variant: 'buttons.primary', flex: 1, py: 2, border: 0, fontSize: 2 }}>
            {t('common:action.goToMerchant')}
          </button>
        </div>
      </div>
    </div>
  );
}
