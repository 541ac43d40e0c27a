import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildTheme, makeRuleContext } from '../../../src/engine';
import { I18nextProvider } from 'react-i18next';
import { ThemeUIProvider } from 'theme-ui';
import { i18nFor } from '../../../src/web/app/i18n';
import { ScreenRenderer } from '../../../src/engine';
import { queryClient } from '../../../src/web/app/query-client';
import { appRegistry, loadAllAreas, registeredComponents } from '../../../src/web/registry';
import { componentManifest } from '../../../src/web/registry/manifest';
import { renderApp } from '../render-app';

const RENDER_NOTHING_WITHOUT_DATA = new Set(['ChatAskAboutOrder', 'LoyaltyTierProgress']);

describe('component registry', () => {
  it('equals registry/manifest.ts (names and real flags) once every area is loaded', async () => {
    await renderApp(<div />, { url: '/' });
    await loadAllAreas();
    const sort = (list: { name: string; real: boolean }[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));
    expect(sort(registeredComponents())).toEqual(sort(componentManifest));
  });

  it('renders every registered name through the ScreenRenderer without a block error', async () => {
    await renderApp(<div />, { url: '/' });
    await loadAllAreas();
    const names = appRegistry.names();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const screenDef = { blocks: { main: { component: name, order: 1, props: {} } } };
      const router = createMemoryRouter([{ path: '*', element: <ScreenRenderer screen={screenDef} ctx={makeRuleContext()} registry={appRegistry} /> }]);
      // Screens read server state through react-query hooks, as the app provides them.
      const { unmount, container } = render(
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18nFor(undefined, 'th')}>
            <ThemeUIProvider theme={buildTheme()}>
              <RouterProvider router={router} />
            </ThemeUIProvider>
          </I18nextProvider>
        </QueryClientProvider>,
      );
      // A screen shows something, or (a redirect such as /rider → /rider/singha) sends the browser on.
      // Blocks that add to another screen only once their data exists (the order page's "ask about this order") may render nothing here.
      if (!RENDER_NOTHING_WITHOUT_DATA.has(name)) await waitFor(() => expect((container.textContent ?? '') !== '' || router.state.location.pathname !== '/', name).toBe(true));
      expect(screen.queryByText(/Unknown component|Component failed/)).toBeNull();
      unmount();
    }
    // One render per registered name (150+ and growing with every screen): its own time limit.
  }, 90_000);
});
