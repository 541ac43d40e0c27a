import { rootSession } from '../session/root-session';

// The full-screen overlay is driven by rootSession.loadingOverlay (spec "Root session").
// A counter lets overlapping tasks share it without one hiding it while another still runs.
let pending = 0;

export function showLoadingOverlay(): void {
  pending += 1;
  rootSession.loadingOverlay = true;
}

export function hideLoadingOverlay(): void {
  pending = Math.max(0, pending - 1);
  if (pending === 0) rootSession.loadingOverlay = false;
}

export async function withLoadingOverlay<T>(task: () => Promise<T>): Promise<T> {
  showLoadingOverlay();
  try {
    return await task();
  } finally {
    hideLoadingOverlay();
  }
}

export function resetLoadingOverlay(): void {
  pending = 0;
  rootSession.loadingOverlay = false;
}
