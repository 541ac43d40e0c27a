import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, showToast, toast, toastStore } from '../../../src/web/widgets/toast-store';

const shown = () => toastStore.toasts.map((t) => t.message);

/** Spec section 9 (both documents): 2 s default, 1 s cart add, 5 s info, 30 s error. */
describe('toast durations', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    clearToasts();
    vi.useRealTimers();
  });

  it.each([
    ['a plain toast', () => toast.show('plain'), 'plain', 2000],
    ['an info toast', () => toast.info('info'), 'info', 5000],
    ['an error toast', () => toast.error('error'), 'error', 30_000],
  ])('%s stays exactly its spec time', (_name, show, message, ms) => {
    show();
    vi.advanceTimersByTime(ms - 1);
    expect(shown()).toContain(message);
    vi.advanceTimersByTime(1);
    expect(shown()).not.toContain(message);
  });

  it("the quick-add 'added to cart' toast stays 1 second once painted", () => {
    toast.cartAdded('added to cart');
    // Shown after the next paint: step through frames until it is there, then time it.
    for (let ms = 0; ms < 100 && !shown().includes('added to cart'); ms++) vi.advanceTimersByTime(1);
    expect(shown()).toContain('added to cart');
    vi.advanceTimersByTime(999);
    expect(shown()).toContain('added to cart');
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('a caller may still ask for its own time (the 3 s standard of some screens)', () => {
    showToast('saved', { kind: 'success', durationMs: 3000 });
    vi.advanceTimersByTime(2999);
    expect(shown()).toEqual(['saved']);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });
});
