/** @jsxImportSource theme-ui */
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { localeFromPath, localePrefix } from '../app/locale';
import { COOKIES_POLICY_PATH, giveConsent, refuseConsent } from './consent';

/** The dialog itself; CookieConsent.tsx decides whether to load it. */
export default function CookieConsentDialog({ held = false }: { held?: boolean }) {
  const location = useLocation();
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const bar = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(0);
  // The bar floats over the page's last lines: on a short page (a settings form) it covered the
  // form's buttons and they could not be scrolled out from under it. Room as tall as the bar at the
  // end of the page lets every button be scrolled above it.
  useLayoutEffect(() => {
    const el = bar.current;
    if (!el) return;
    const measure = () => setRoom(el.offsetHeight + (window.innerHeight - el.getBoundingClientRect().bottom));
    measure();
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    ro?.observe(el);
    window.addEventListener('resize', measure);
    return () => { ro?.disconnect(); window.removeEventListener('resize', measure); };
  }, [open, held]);
  if (!open || held) return null;
  // The policy page itself must stay readable; the dialog is a bar, not a modal wall.
  const prefix = localePrefix(localeFromPath(location.pathname));
  return (
    <>
      <div aria-hidden="true" data-testid="cookie-consent-room" style={{ height: room }} />
      <div
        ref={bar}
        // Its buttons need JavaScript: a page read without it shows no bar it could not answer.
        data-needs-script=""
        role="dialog"
        aria-modal="false"
        aria-labelledby="cookie-consent-title"
        sx={{ position: 'fixed', left: [2, 2, 24], right: [2, 2, 'auto'], bottom: [72, 72, 24], maxWidth: 480, zIndex: 1350, bg: 'background', color: 'text', borderRadius: 'default', boxShadow: 'raised', p: 3, border: '1px solid', borderColor: 'border' }}
      >
        <h2 id="cookie-consent-title" sx={{ fontSize: 2, m: 0, mb: 1 }}>
          {t('common:cookieConsent.title', 'Cookies')}
        </h2>
        <p sx={{ m: 0, mb: 2, fontSize: 1, color: 'textMuted' }}>
          {t('common:cookieConsent.text')}{' '}
          <Link to={`${prefix}${COOKIES_POLICY_PATH}`} sx={{ color: 'primaryText', fontWeight: 'bold' }}>
            {t('common:cookieConsent.policy')}
          </Link>
        </p>
        <div sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
          <button
            type="button"
            onClick={() => {
              refuseConsent();
              setOpen(false);
            }}
            sx={{ variant: 'buttons.text', border: 0, py: 2, fontSize: 1 }}
          >
            {t('common:cookieConsent.decline', 'Decline')}
          </button>
          <button
            type="button"
            onClick={() => {
              giveConsent();
              setOpen(false);
            }}
            sx={{ variant: 'buttons.primary', border: 0, px: 4, py: 2, fontSize: 1 }}
          >
            {t('common:action.agree')}
          </button>
        </div>
      </div>
    </>
  );
}
