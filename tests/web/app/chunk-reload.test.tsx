import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadOnceForChunkError } from '../../../src/web/app/chunk-reload';

beforeEach(() => sessionStorage.clear());

describe('chunk-load failure', () => {
  it('recognises the browsers’ chunk errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    const reload = vi.fn();
    const t0 = 1_000_000;
    expect(reloadOnceForChunkError(t0, reload)).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(t0));
    expect(reloadOnceForChunkError(t0 + 59_000, reload)).toBe(false);
    expect(reloadOnceForChunkError(t0 + 61_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
