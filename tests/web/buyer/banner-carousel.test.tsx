import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import enBuyer from '../../../locales/en/buyer.json';
import enCommon from '../../../locales/en/common.json';
import thBuyer from '../../../locales/th/buyer.json';
import thCommon from '../../../locales/th/common.json';
import { createI18n } from '../../../src/engine';
import type { NewsItem } from '../../../src/web/api/news';
import { BannerCarousel } from '../../../src/web/buyer/home/BannerCarousel';
import { ROTATE_MS } from '../../../src/web/buyer/home/use-carousel-rotation';
import { closePickerState, openCentrePicker, pickerStore } from '../../../src/web/centres/picker-store';

/*
 * The home banner carousel against the WAI-ARIA APG auto-rotating carousel and WCAG 2.2.2 (Pause,
 * Stop, Hide): it turns every ROTATE_MS, and stops on pause, focus inside, hover, reduced motion,
 * a hidden page and while the centre picker covers the page.
 */
const banner = (n: number): NewsItem => ({ Code: `B${n}`, NewsType: 'B', Title: `แบนเนอร์ ${n}`, TitleEn: `Banner ${n}`, Image: `/b${n}.svg`, Link: `/promotion/${n}` });
const BANNERS = [banner(1), banner(2), banner(3)];
const resources = { th: { common: thCommon, buyer: thBuyer }, en: { common: enCommon, buyer: enBuyer } };

function tree(lang: 'th' | 'en' = 'en') {
  return (
    <I18nextProvider i18n={createI18n({ lang, resources })}>
      <MemoryRouter>
        <BannerCarousel banners={BANNERS} locale={lang} />
      </MemoryRouter>
    </I18nextProvider>
  );
}

const shown = () => screen.getByRole('group').querySelector('img')!.getAttribute('alt');
const tick = (ms = ROTATE_MS) => act(() => vi.advanceTimersByTime(ms));
const carousel = () => screen.getByRole('region', { name: 'Highlights' });
const live = () => screen.getByRole('group').parentElement!;

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  closePickerState();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  closePickerState();
  document.body.innerHTML = '';
});

describe('home banner carousel', () => {
  it('turns to the next banner every 5 s, wrapping round, as a labelled carousel of "n of N" slides that is not announced while it turns', () => {
    render(tree());
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveAttribute('aria-roledescription', 'slide');
    expect(shown()).toBe('Banner 1');
    expect(live()).toHaveAttribute('aria-live', 'off');
    // The rotation control comes first in the carousel's tab order.
    expect(within(carousel()).getAllByRole('button')[0]).toHaveAccessibleName('Stop rotating banners');
    tick(ROTATE_MS - 1);
    expect(shown()).toBe('Banner 1');
    tick(1);
    expect(shown()).toBe('Banner 2');
    expect(screen.getByRole('group', { name: '2 of 3' })).toBeInTheDocument();
    tick();
    tick();
    expect(shown()).toBe('Banner 1');
  });

  it('stops for good on the pause button (announcing slides politely) and starts again on the start button', () => {
    render(tree());
    fireEvent.click(screen.getByRole('button', { name: 'Stop rotating banners' }));
    expect(live()).toHaveAttribute('aria-live', 'polite');
    tick(ROTATE_MS * 4);
    expect(shown()).toBe('Banner 1');
    fireEvent.click(screen.getByRole('button', { name: 'Start rotating banners' }));
    tick();
    expect(shown()).toBe('Banner 2');
  });

  it('stays stopped once the person used the previous, next or dot controls', () => {
    render(tree());
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(shown()).toBe('Banner 2');
    tick(ROTATE_MS * 3);
    expect(shown()).toBe('Banner 2');
    expect(screen.getByRole('button', { name: 'Start rotating banners' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 1' }));
    tick(ROTATE_MS * 3);
    expect(shown()).toBe('Banner 1');
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(shown()).toBe('Banner 3');
  });

  it('stops while keyboard focus is inside (but not on the rotation control) and resumes when it leaves', () => {
    render(
      <>
        {tree()}
        <button type="button">after</button>
      </>,
    );
    act(() => screen.getByRole('link', { name: 'Banner 1' }).focus());
    expect(live()).toHaveAttribute('aria-live', 'polite');
    tick(ROTATE_MS * 3);
    expect(shown()).toBe('Banner 1');
    act(() => screen.getByRole('button', { name: 'Next banner' }).focus());
    tick(ROTATE_MS * 3);
    expect(shown()).toBe('Banner 1');
    act(() => screen.getByRole('button', { name: 'after' }).focus());
    tick();
    expect(shown()).toBe('Banner 2');
    // On the rotation control itself it keeps turning, so "start" pressed from the keyboard starts.
    act(() => screen.getByRole('button', { name: 'Stop rotating banners' }).focus());
    tick();
    expect(shown()).toBe('Banner 3');
  });

  it('stops while the mouse is over it and resumes when the mouse leaves', () => {
    render(tree());
    fireEvent.mouseEnter(carousel());
    tick(ROTATE_MS * 3);
    expect(shown()).toBe('Banner 1');
    fireEvent.mouseLeave(carousel());
    tick();
    expect(shown()).toBe('Banner 2');
  });

  it('does not turn by itself when the person asked for reduced motion; the control offers to start', () => {
    reducedMotion(true);
    render(tree());
    tick(ROTATE_MS * 4);
    expect(shown()).toBe('Banner 1');
    expect(live()).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByRole('button', { name: 'Start rotating banners' }));
    tick();
    expect(shown()).toBe('Banner 2');
  });

  it('does not turn while the page is hidden', () => {
    render(tree());
    act(() => setHidden(true));
    tick(ROTATE_MS * 3);
    expect(shown()).toBe('Banner 1');
    act(() => setHidden(false));
    tick();
    expect(shown()).toBe('Banner 2');
  });

  it('does not turn behind the centre picker or its official-account dialog, and resumes when they close unless the person paused it', async () => {
    render(tree());
    await act(async () => openCentrePicker('buyer', { startup: true }));
    tick(ROTATE_MS * 3);
    expect(shown()).toBe('Banner 1');
    await act(async () => closePickerState());
    tick();
    expect(shown()).toBe('Banner 2');
    await act(async () => {
      pickerStore.oaDist = { SaleUnit: '1001' } as unknown as typeof pickerStore.oaDist;
    });
    tick(ROTATE_MS * 3);
    expect(shown()).toBe('Banner 2');
    fireEvent.click(screen.getByRole('button', { name: 'Stop rotating banners' }));
    await act(async () => closePickerState());
    tick(ROTATE_MS * 3);
    expect(shown()).toBe('Banner 2');
  });

  it('labels the rotation control and slides in Thai', () => {
    render(tree('th'));
    expect(screen.getByRole('button', { name: 'หยุดเลื่อนแบนเนอร์อัตโนมัติ' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 จาก 3' })).toBeInTheDocument();
  });

  it('hydrates the server HTML without a mismatch, then reads reduced motion', async () => {
    reducedMotion(true);
    const html = renderToString(tree());
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('aria-label="Stop rotating banners"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable: unknown[] = [];
    const root = hydrateRoot(container, tree(), { onRecoverableError: (e) => recoverable.push(e) });
    await act(async () => {});
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).toEqual([]);
    expect(screen.getByRole('button', { name: 'Start rotating banners' })).toBeInTheDocument();
    errors.mockRestore();
    act(() => root.unmount());
  });
});
