import { act, configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultHandlers } from '../../../mocks/handlers';
import { appRegistry } from '../../../src/web/registry';
import { mswServer } from '../msw-server';
import { renderApp } from '../render-app';
import { quietHandlers } from './fixtures';

configure({ asyncUtilTimeout: 10_000 });

mswServer(...defaultHandlers, ...quietHandlers);

// Apart from landing-registry.test.tsx: the registries stay loaded for the rest of a file, and this
// one starts with none, as a visitor who has not tapped anything yet.
describe("a screen beyond the storefront's landing pages", () => {
  it('loads the rest of the storefront when a navigation asks for it, without a tap first', async () => {
    const { router } = await renderApp(null, { url: '/en' });
    await waitFor(() => expect(appRegistry.has('HomeBanners')).toBe(true));
    expect(appRegistry.has('Cart')).toBe(false);
    await act(async () => {
      await router.navigate('/en/cart');
    });
    expect(router.state.location.pathname).toBe('/en/cart');
    expect(appRegistry.has('Cart')).toBe(true);
    await waitFor(() => expect(document.querySelector('main')?.textContent ?? '').not.toBe(''));
    expect(screen.queryByText(/Unknown component/)).toBeNull();
  });
});
