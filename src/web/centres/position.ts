import { rootSession } from '../session/root-session';
import type { Position } from '../session/types';

const TIMEOUT_MS = 5000;

/**
 * The visitor's position for distances in the picker, when the browser allows it (spec: current
 * position; no position means no distance). Asked only when the picker opens, never at start-up.
 */
export function requestPosition(): Promise<Position | null> {
  if (rootSession.currentPosition) return Promise.resolve({ ...rootSession.currentPosition });
  const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
  if (!geo) return Promise.resolve(null);
  return new Promise((resolve) => {
    geo.getCurrentPosition(
      (p) => {
        const position = { lat: p.coords.latitude, lng: p.coords.longitude };
        rootSession.currentPosition = position;
        resolve(position);
      },
      () => resolve(null),
      { timeout: TIMEOUT_MS, maximumAge: 10 * 60_000 },
    );
  });
}
