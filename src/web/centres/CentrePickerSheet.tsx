/** @jsxImportSource theme-ui */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { Dist, Position } from '../session/types';
import { Icon } from '../widgets/Icon';
import { useModalFocus } from '../widgets/use-modal-focus';
import { CentreList } from './CentreList';
import { OaInviteDialog } from './OaInviteDialog';
import { pickerStore } from './picker-store';
import { requestPosition } from './position';
import { chooseCentre, continueAfterInvite, dismissPicker } from './switch-centre';

/** The spec's sheet height (section 9: sheet 500 px). */
export const SHEET_MAX_HEIGHT = 500;

/**
 * The Distribution Center picker as a sheet: from the bottom on phones, a centred dialog on
 * desktop; Escape or the backdrop closes it (also the start-up picker: the current centre is then
 * kept). The invitation dialog shows above it when needed and takes Escape while it is open.
 */
export default function CentrePickerSheet() {
  const { t } = useTranslation();
  const { open, area, startup, oaDist, busy } = useSnapshot(pickerStore);
  const [position, setPosition] = useState<Position | null>(null);
  const dialog = useModalFocus<HTMLDivElement>({ active: open, onEscape: () => { if (!pickerStore.oaDist) dismissPicker(); } });

  useEffect(() => {
    if (!open) return;
    let live = true;
    void requestPosition().then((p) => live && setPosition(p));
    return () => {
      live = false;
    };
  }, [open]);

  const choose = (dist: Dist) => void chooseCentre(area, dist);

  return (
    <>
      {open && (
        // data-needs-script: without JavaScript (a server-rendered first visit) the sheet could not
        // close, so it is hidden and the page reads as before (src/server/spa/index-html.ts).
        <div data-needs-script="" sx={{ position: 'fixed', inset: 0, zIndex: 1250, display: 'flex', alignItems: ['flex-end', 'center'], justifyContent: 'center' }}>
          <div aria-hidden="true" onClick={dismissPicker} sx={{ position: 'absolute', inset: 0, bg: 'rgba(0,0,0,0.45)' }} />
          <div
            ref={dialog}
            tabIndex={-1}
            role="dialog"
            aria-modal="true"
            aria-labelledby="centre-picker-title"
            data-testid="centre-picker"
            sx={{
              position: 'relative', bg: 'background', boxShadow: 'raised', width: ['100%', 560], maxHeight: SHEET_MAX_HEIGHT, height: `min(${SHEET_MAX_HEIGHT}px, 90vh)`,
              display: 'flex', flexDirection: 'column', borderRadius: ['16px 16px 0 0', 'default'], px: [3, 4], pt: 3, pb: [4, 3],
            }}
          >
            <div sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 2 }}>
              <span sx={{ color: 'primaryText', display: 'flex', pt: '2px' }}>
                <Icon name="store" size={26} />
              </span>
              <div sx={{ flex: 1, minWidth: 0 }}>
                <h2 id="centre-picker-title" sx={{ fontSize: 3, m: 0 }}>
                  {t(startup ? 'buyer:centres.chooseTitle' : 'common:menu.switchDistributionCenter')}
                </h2>
                {startup && <p sx={{ m: 0, fontSize: 1, color: 'textMuted' }}>{t('buyer:centres.chooseText')}</p>}
              </div>
              <button type="button" onClick={dismissPicker} aria-label={t('common:action.close')} sx={{ bg: 'transparent', border: 0, cursor: 'pointer', p: 1, display: 'flex', color: 'text' }}>
                <Icon name="close" />
              </button>
            </div>
            <div sx={{ overflowY: 'auto', minHeight: 0 }}>
              <CentreList area={area} position={position} onChoose={choose} busy={busy} />
            </div>
          </div>
        </div>
      )}
      {oaDist && <OaInviteDialog dist={oaDist as Dist} busy={busy} onAnswer={(go) => void continueAfterInvite(go)} />}
    </>
  );
}
