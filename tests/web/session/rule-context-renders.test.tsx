import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRuleContext } from '../../../src/web/app/use-rule-context';
import { rootSession } from '../../../src/web/session/root-session';
import type { Dist } from '../../../src/web/session/types';
import { customer, renderApp } from '../render-app';

const centre = (SaleUnit: string): Dist => ({ SaleUnit, DIST_NAME: `Centre ${SaleUnit}` }) as Dist;

/**
 * Every block of a page reads the rule context. The customer's centres arrive after hydration; a
 * block that read their count rendered again then, all at once (issue 13: a whole-page render at
 * the sync lane on a guest's first visit, for a fact that is false for guests).
 */
function Probe({ renders }: { renders: { count: number } }) {
  const { ctx } = useRuleContext('buyer');
  renders.count += 1;
  return <p data-testid="switch">{String(ctx.session.canSwitchDist)}</p>;
}

describe('the rule context and the centre list', () => {
  it("does not render a guest's blocks again when the centres arrive", async () => {
    const renders = { count: 0 };
    await renderApp(<Probe renders={renders} />, { url: '/' });
    const before = renders.count;
    await act(async () => {
      rootSession.dists = [centre('1001'), centre('1002'), centre('1003')];
    });
    expect(renders.count).toBe(before);
    expect(screen.getByTestId('switch').textContent).toBe('false');
  });

  it("renders a customer's blocks again when switching becomes possible, and not for the same count again", async () => {
    const renders = { count: 0 };
    await renderApp(<Probe renders={renders} />, { url: '/', user: customer() });
    expect(screen.getByTestId('switch').textContent).toBe('false');
    await act(async () => {
      rootSession.dists = [centre('1001'), centre('1002')];
    });
    expect(screen.getByTestId('switch').textContent).toBe('true');
    const after = renders.count;
    // The start-up call bringing the list the server rendered with (payload.centres) changes nothing.
    await act(async () => {
      rootSession.dists = [centre('1002'), centre('1001')];
    });
    expect(renders.count).toBe(after);
  });
});
