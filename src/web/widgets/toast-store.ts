import { proxy } from 'valtio';
import { afterNextPaint } from '../app/after-paint';

import { TOAST_MS } from '../../domain';

// Spec durations (buyer/merchant section 9): 2 s default, 1 s cart add, 5 s info, 30 s error.
export { TOAST_MS };

export type ToastKind = 'default' | 'success' | 'info' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  durationMs: number;
}

export const toastStore = proxy<{ toasts: Toast[] }>({ toasts: [] });

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  const i = toastStore.toasts.findIndex((t) => t.id === id);
  if (i >= 0) toastStore.toasts.splice(i, 1);
}

export function showToast(message: string, options: { kind?: ToastKind; durationMs?: number } = {}): number {
  const kind = options.kind ?? 'default';
  const durationMs = options.durationMs ?? (kind === 'error' ? TOAST_MS.error : kind === 'info' ? TOAST_MS.info : TOAST_MS.default);
  // The same message twice in a row (e.g. parallel calls failing alike) shows once, with a fresh timer.
  const same = toastStore.toasts.find((t) => t.message === message && t.kind === kind);
  if (same) dismissToast(same.id);
  const id = nextId++;
  toastStore.toasts.push({ id, kind, message, durationMs });
  timers.set(id, setTimeout(() => dismissToast(id), durationMs));
  return id;
}

export const toast = {
  show: (message: string) => showToast(message),
  success: (message: string, durationMs?: number) => showToast(message, { kind: 'success', durationMs }),
  info: (message: string) => showToast(message, { kind: 'info' }),
  error: (message: string) => showToast(message, { kind: 'error' }),
  // After the frame that shows the new cart count: drawing the toast in it made a slow phone's
  // tap 10-20 ms slower (docs/performance.md "Issue 13, session 12"). Its 1 s starts when shown.
  cartAdded: (message: string) => afterNextPaint(() => showToast(message, { kind: 'success', durationMs: TOAST_MS.cartAdd })),
};

/** Closes the toasts of one kind, e.g. the refusals a later success has made stale. */
export function dismissToastsOf(kind: ToastKind): void {
  for (const t of toastStore.toasts.filter((x) => x.kind === kind)) dismissToast(t.id);
}

export function clearToasts(): void {
  for (const t of [...toastStore.toasts]) dismissToast(t.id);
}
