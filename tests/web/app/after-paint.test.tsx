import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, nextPaint } from '../../../src/web/app/after-paint';

describe('afterNextPaint', () => {
  let frames: (() => void)[];
  beforeEach(() => {
    frames = [];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const drawFrame = () => {
    const now = frames;
    frames = [];
    for (const cb of now) cb();
  };

  it('runs the work in the task after the next frame, all of one frame together and in order', () => {
    const ran: string[] = [];
    afterNextPaint(() => ran.push('toast'));
    afterNextPaint(() => ran.push('save'));
    vi.advanceTimersByTime(0);
    expect(ran).toEqual([]);
    drawFrame();
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(ran).toEqual(['toast', 'save']);
    // Neither runs twice when the fallback's time comes.
    vi.advanceTimersByTime(200);
    expect(ran).toEqual(['toast', 'save']);
  });

  it('runs the work anyway when no frame comes (a hidden tab)', async () => {
    const ran: string[] = [];
    const done = nextPaint().then(() => ran.push('after'));
    vi.advanceTimersByTime(99);
    await Promise.resolve();
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    await done;
    expect(ran).toEqual(['after']);
  });
});
