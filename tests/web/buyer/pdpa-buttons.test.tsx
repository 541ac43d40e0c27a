import { configure, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultHandlers } from '../../../mocks/handlers';
import { mswServer } from '../msw-server';
import { customer, renderApp } from '../render-app';
import { quietHandlers } from './fixtures';

configure({ asyncUtilTimeout: 10_000 });
mswServer(...defaultHandlers, ...quietHandlers,
  http.get('*/api/contents/pdpa', ({ request }) => {
    const locale = new URL(request.url).searchParams.get('locale') === 'en' ? 'en' : 'th';
    return HttpResponse.json({ Data: 'policy text', Title: 'PDPA', Locale: locale, Version: '2' });
  }));
afterEach(() => {
  document.body.innerHTML = '';
});

/** Every button's accessible name on the page: two controls that do different things must not share one. */
const buttonNames = () => screen.getAllByRole('button').map((b) => b.textContent?.trim() || b.getAttribute('aria-label') || '');

describe('/pdpa decision buttons', () => {
  it.each([
    ['/pdpa', 'ยินยอมตามนโยบายนี้', 'ไม่ยินยอมตามนโยบายนี้'],
    ['/en/pdpa', 'Accept this policy', 'Refuse this policy'],
  ])('%s names the policy decision, distinct from the cookie bar\'s Agree', async (url, accept, refuse) => {
    await renderApp(null, { url, user: customer() });
    expect(await screen.findByTestId('pdpa-accept')).toHaveTextContent(accept);
    expect(screen.getByTestId('pdpa-refuse')).toHaveTextContent(refuse);
    const names = buttonNames();
    expect(names.filter((n) => n === accept)).toHaveLength(1);
    // The cookie bar's 'ยอมรับ' / 'Agree' is another decision: its name must not be the policy's.
    expect(new Set(names).size, names.join(' | ')).toBe(names.length);
  });
});
