import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadBoot } from './app/boot';
import { installChunkReloadHandler } from './app/chunk-reload';
import { registerDefaultActions } from './app/default-actions';
import { ensureLanguage, i18nFor } from './app/i18n';
import { subscribeLiveConfig } from './app/live-config';
import { localeFromPath } from './app/locale';
import { ensureCommonRegistered } from './registry';
import { startSession } from './session/startup';
import { hydratePage, prepareHydration } from './ssr/hydrate';
import { loadMoreIcons, loadMoreIconsOnInteraction } from './widgets/Icon';

const ColdStartError = lazy(() => import('./app/ColdStartError'));

async function start(): Promise<void> {
  installChunkReloadHandler();
  registerDefaultActions();
  ensureCommonRegistered();
  const container = document.getElementById('root') as HTMLElement;
  const locale = localeFromPath(window.location.pathname);
  const ssr = window.__TALAD_SSR__;
  if (ssr && container.firstChild) {
    // A server-rendered page: same tenant, texts and customer as the server, then hydrate.
    prepareHydration(ssr);
    const { tenantId } = await loadBoot();
    await startSession(tenantId);
    subscribeLiveConfig(tenantId);
    await hydratePage(container, ssr);
    return;
  }
  // A page the browser draws: its icons load beside the tenant, not after the first render. The
  // back office's sign-in pages draw only the layout's and staff drawings (icon-paths-staff), so
  // there the rest waits for the first tap or key, which comes before the signed-in screens that
  // use them (issue 13: 1.5 KB of those pages' first JS); a missing drawing still loads at once.
  if (/^\/(en\/)?(merchant|rider)\/login\/?$/.test(window.location.pathname)) loadMoreIconsOnInteraction();
  else void loadMoreIcons();
  const root = createRoot(container);
  // The texts download while the tenant resolves; a failure leaves keys, never a blank page.
  const texts = ensureLanguage(locale).catch((err: unknown) => console.warn('talad: texts not loaded', err));
  let tenantId: string;
  try {
    tenantId = (await loadBoot()).tenantId;
    await texts;
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    root.render(
      <Suspense fallback={null}>
        <ColdStartError i18n={i18nFor(undefined, locale)} reason={reason} />
      </Suspense>,
    );
    return;
  }
  void startSession(tenantId);
  subscribeLiveConfig(tenantId);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
