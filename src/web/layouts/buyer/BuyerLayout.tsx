/** @jsxImportSource theme-ui */
import { Outlet } from 'react-router';
import { useSnapshot } from 'valtio';
import { useIsMobile } from '../../app/media';
import { useRuleContext } from '../../app/use-rule-context';
import { rootSession } from '../../session/root-session';
import type { CustomerUser } from '../../session/types';
import { PdpaReconsent } from '../../content/PdpaReconsent';
import { ChatButton } from '../../widgets/ChatButton';
import { OrderingForChip } from '../../widgets/OrderingForChip';
import { BuyerBottomNav } from './BuyerBottomNav';
import { BuyerDesktopHeader } from './BuyerDesktopHeader';
import { BuyerFooter } from './BuyerFooter';
import { BuyerMobileTopBar } from './BuyerMobileTopBar';
import { CONTENT_WIDTH } from './widths';
import { MAIN_ID, SkipLink } from '../../widgets/SkipLink';

/** The buyer storefront frame: desktop header + footer from md up, mobile top bar + bottom navigation below. */
export function BuyerLayout() {
  const { ctx, bundle } = useRuleContext('buyer');
  const mobile = useIsMobile();
  const { token, agentProfile } = useSnapshot(rootSession);
  return (
    <div data-layout="buyer" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bg: 'muted' }}>
      <SkipLink />
      {mobile ? <BuyerMobileTopBar ctx={ctx} bundle={bundle} /> : <BuyerDesktopHeader ctx={ctx} bundle={bundle} token={token} agentProfile={agentProfile as CustomerUser | null} />}
      {/* At least a screen high: the footer starts below the fold, so content arriving never pushes it (layout shift). */}
      <main id={MAIN_ID} tabIndex={-1} sx={{ outline: 'none', flex: 1, minHeight: '100vh', width: CONTENT_WIDTH, mx: 'auto', px: [2, 3], py: [2, 3, 4] }}>
        <Outlet />
      </main>
      <BuyerFooter ctx={ctx} bundle={bundle} />
      <PdpaReconsent />
      {mobile ? (
        <>
          <div sx={{ height: 64 }} aria-hidden="true" />
          <BuyerBottomNav ctx={ctx} bundle={bundle} />
        </>
      ) : (
        <ChatButton ctx={ctx} />
      )}
      <OrderingForChip ctx={ctx} />
    </div>
  );
}
