import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadBoot } from './app/boot';
import { installChunkReloadHandler } from './app/chunk-reload';
import { ColdStartError } from './app/ColdStartError';
import { registerDefaultActions } from './app/default-actions';
import { i18nFor } from './app/i18n';
import { subscribeLiveConfig } from './app/live-config';
import { localeFromPath } from './app/locale';
import { ensureCommonRegistered } from './registry';
import { startSession } from './session/startup';

async function start(): Promise<void> {
  installChunkReloadHandler();
  registerDefaultActions();
  ensureCommonRegistered();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  let tenantId: string;
  try {
    tenantId = (await loadBoot()).tenantId;
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    root.render(<ColdStartError i18n={i18nFor(undefined, localeFromPath(window.location.pathname))} reason={reason} />);
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
