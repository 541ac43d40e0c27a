/** @jsxImportSource theme-ui */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useSnapshot } from 'valtio';
import { useIsMobile } from '../../app/media';
import { useRuleContext } from '../../app/use-rule-context';
import { rootSession } from '../../session/root-session';
import type { CustomerUser } from '../../session/types';
import type { RuleContext } from '../../../engine';
import { PdpaReconsent } from '../../content/PdpaReconsent';
import { OrderingForChip } from '../../widgets/OrderingForChip';
import { chatButtonVisible } from '../../widgets/visibility';
import { island, whenIslandsHydrated } from '../../ssr/island';
import { BuyerBottomNav } from './BuyerBottomNav';
import { BuyerDesktopHeader } from './BuyerDesktopHeader';
import { BuyerFooter } from './BuyerFooter';
import { BuyerMobileTopBar } from './BuyerMobileTopBar';
import { CONTENT_WIDTH } from './widths';
import { MAIN_ID, SkipLink } from '../../widgets/SkipLink';

// Only the browser knows the unread count, and phones reach chat from the bottom navigation: the
// button (with the chat API and live stream it needs) downloads after hydration, on desktop only,
// and stays out of the storefront's first JS (issue 13).
const ChatButton = lazy(() => import('../../widgets/ChatButton').then((m) => ({ default: m.ChatButton })));

/**
 * Its own component, so hydration finishing re-renders only this slot, not the layout around the
 * islands; shown once every island has hydrated, so the DOM the e2e probe compares with the
 * server's HTML is hydration's alone.
 */
function ChatButtonSlot({ ctx }: { ctx: RuleContext }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => whenIslandsHydrated(() => setHydrated(true)), []);
  return hydrated && chatButtonVisible(ctx) ? (
    <Suspense fallback={null}>
      <ChatButton ctx={ctx} />
    </Suspense>
  ) : null;
}

// The frame's parts hydrate one by one after the first visit's root render (ssr/island.tsx).
const MobileTopBar = island(BuyerMobileTopBar);
const DesktopHeader = island(BuyerDesktopHeader);
const Footer = island(BuyerFooter);
const BottomNav = island(BuyerBottomNav);

/** The buyer storefront frame: desktop header + footer from md up, mobile top bar + bottom navigation below. */
export function BuyerLayout() {
  const { ctx, bundle } = useRuleContext('buyer');
  const mobile = useIsMobile();
  const { token, agentProfile } = useSnapshot(rootSession);
  return (
    <div data-layout="buyer" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bg: 'muted' }}>
      <SkipLink />
      {mobile ? <MobileTopBar ctx={ctx} bundle={bundle} /> : <DesktopHeader ctx={ctx} bundle={bundle} token={token} agentProfile={agentProfile as CustomerUser | null} />}
      <OrderingForChip ctx={ctx} />
      {/* At least a screen high: the footer starts below the fold, so content arriving never pushes it (layout shift). */}
      <main id={MAIN_ID} tabIndex={-1} sx={{ outline: 'none', flex: 1, minHeight: '100vh', width: CONTENT_WIDTH, mx: 'auto', px: [2, 3], py: [2, 3, 4] }}>
        <Outlet />
      </main>
      <Footer ctx={ctx} bundle={bundle} />
      <PdpaReconsent />
      {mobile ? (
        <>
          <div sx={{ height: 64 }} aria-hidden="true" />
          <BottomNav ctx={ctx} bundle={bundle} />
        </>
      ) : (
        <ChatButtonSlot ctx={ctx} />
      )}
    </div>
  );
}
