/** @jsxImportSource theme-ui */
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenRenderer, screenIdOf } from '../../engine';
import { appRegistry } from '../registry';
import NotAvailableYet from '../screens/common/NotAvailableYet';
import { serverHints } from '../ssr/hydration';
import { Island, islandsSettled } from '../ssr/island';
import { useDocumentTitle } from '../ssr/server-page';
import { BootFallback } from './BootFallback';
import { useCurrentRoute } from './route-handle';
import { useScreenTitleKey } from './screen-title';
import { useRuleContext } from './use-rule-context';

/** A bundle route's content: its screen's blocks through the engine's ScreenRenderer. */
export function RouteScreen() {
  const current = useCurrentRoute();
  if (!current) throw new Error('RouteScreen rendered outside a bundle route');
  const { route } = current;
  const { ctx, bundle } = useRuleContext(route.layout);
  const { t } = useTranslation();
  const screenTitle = useScreenTitleKey();
  // The server-rendered screen of a first visit hydrates block by block (ssr/island.tsx); a screen
  // mounted later keeps one loading bar for the whole screen while its blocks download.
  const [islands] = useState(() => serverHints().ssr && !islandsSettled());
  const screenId = screenIdOf(bundle, route);
  const screen = bundle.screens[screenId];
  const titleKey = screenTitle ?? bundle.routes[route.id]?.title ?? route.title;
  const tenantName = bundle.name[ctx.locale] ?? bundle.name.th;
  const title = titleKey ? `${t(titleKey)} | ${tenantName}` : tenantName;

  useDocumentTitle(title);

  return (
    <Suspense fallback={<BootFallback />}>
      {screen ? <ScreenRenderer screen={screen} ctx={ctx} registry={appRegistry} wrapBlock={islands ? Island : undefined} /> : <NotAvailableYet blockId="missing-screen" screen={screenId} />}
    </Suspense>
  );
}
