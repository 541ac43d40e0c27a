import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { contractJson } from '../../../mocks/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultHandlers } from '../../../mocks/handlers';
import { resetCentreSync } from '../../../src/web/centres/centre-sync';
import { merchantCentresHandler, otherFeatures, salesperson } from '../auth/session-fixtures';
import { renderApp } from '../render-app';
import { listItem } from './fixtures';
import { mswServer } from '../msw-server';

const server = mswServer(...defaultHandlers, otherFeatures, merchantCentresHandler());
beforeEach(() => resetCentreSync());

/** The colour a pill is painted with, theme-ui's CSS variable resolved from the page's style sheets. */
function colourOf(el: HTMLElement): string {
  const value = getComputedStyle(el).color;
  const m = /^var\((--[\w-]+)\)$/.exec(value);
  if (!m) return value;
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      const style = (rule as CSSStyleRule).style;
      if (!style) continue;
      // Custom property names keep their case; the computed value here is lower-cased.
      const name = Array.from(style).find((n) => n.toLowerCase() === m[1].toLowerCase());
      if (name) return style.getPropertyValue(name).trim().toLowerCase();
    }
  }
  return value;
}

describe('/merchant/promotion', () => {
  it('shows each status in its colour: CURRENT green, SOON blue, EXPIRED red, DISABLE grey', async () => {
    server.use(http.get('*/api/promotion/list', () => contractJson('getPromotionList', {
      Data: [listItem(4, 'CURRENT'), listItem(3, 'SOON'), listItem(2, 'EXPIRED'), listItem(1, 'DISABLE')],
    })));
    await renderApp(null, { url: '/en/merchant/promotion', merchant: salesperson });
    await waitFor(() => expect(screen.getAllByTestId('promotion-row')).toHaveLength(4));
    const pill = (status: string) => {
      const el = screen.getAllByTestId('promotion-status').find((s) => s.dataset.status === status);
      if (!el?.firstElementChild) throw new Error(`no ${status} pill`);
      return el.firstElementChild as HTMLElement;
    };
    expect(pill('CURRENT')).toHaveTextContent('Current');
    expect(colourOf(pill('CURRENT'))).toBe('#2e7d32');
    expect(pill('SOON')).toHaveTextContent('Soon');
    // Status colours as the theme's readable text shades (4.5:1 on the page, docs/accessibility.md): info blue #0288d1 is 3.9:1 on white.
    expect(colourOf(pill('SOON'))).toBe('#0274b2');
    expect(pill('EXPIRED')).toHaveTextContent('Expired');
    expect(colourOf(pill('EXPIRED'))).toBe('#d12e2e'); // the error red as its readable text shade
    expect(pill('DISABLE')).toHaveTextContent('Disabled');
    expect(colourOf(pill('DISABLE'))).toBe('#5f6b7a');
  });

  it('asks 12 at a time and stops offering more after a page of fewer than 12; filters restart from 0', async () => {
    const asked: URLSearchParams[] = [];
    server.use(http.get('*/api/promotion/list', ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(q);
      const skip = Number(q.get('Skip'));
      const n = q.get('Status') === 'SOON' ? 2 : skip === 0 ? 12 : 5;
      return contractJson('getPromotionList', { Data: Array.from({ length: n }, (_, i) => listItem(100 - skip - i, q.get('Status') === 'SOON' ? 'SOON' : 'CURRENT')) });
    }));
    await renderApp(null, { url: '/en/merchant/promotion', merchant: salesperson });
    await waitFor(() => expect(screen.getAllByTestId('promotion-row')).toHaveLength(12));
    expect(asked[0].get('Take')).toBe('12');
    expect(asked[0].get('Skip')).toBe('0');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('promotion-row')).toHaveLength(17));
    expect(asked[1].get('Skip')).toBe('12');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'SOON');
    await waitFor(() => expect(screen.getAllByTestId('promotion-row')).toHaveLength(2));
    expect(asked.at(-1)?.get('Skip')).toBe('0');
    expect(asked.at(-1)?.get('Status')).toBe('SOON');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const first = screen.getAllByTestId('promotion-row')[0];
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/en/merchant/promotion/100');
  });

  it('says so when there is no promotion, in Thai by default', async () => {
    server.use(http.get('*/api/promotion/list', () => contractJson('getPromotionList', { Data: [] })));
    await renderApp(null, { url: '/merchant/promotion', merchant: salesperson });
    expect(await screen.findByText('ไม่มีโปรโมชั่น')).toBeInTheDocument();
  });
});
