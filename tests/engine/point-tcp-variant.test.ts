import { describe, expect, it } from 'vitest';
import { tenantBundle } from './helpers';

// `/point_tcp` (issue 11): the TCP company codes get their own points page through the bundle's
// company-code variants (base ← tenant ← variants[COMPANYCODE]), not through an if in a component.
describe('/point_tcp variant', () => {
  const blocks = (companyCode: string | null) => {
    const screen = tenantBundle('sabai', companyCode).screens['buyer.pointTcp'];
    return Object.entries(screen.blocks).map(([id, b]) => [id, b!.component, b!.props ?? {}]);
  };

  it('TCP and TCP_HIGEAR customers see points without the tier card and the voucher catalogue on the same page', () => {
    for (const code of ['TCP', 'TCP_HIGEAR']) {
      expect(blocks(code)).toEqual([['main', 'LoyaltyPoints', { showTier: false }], ['exchange', 'VoucherExchange', {}]]);
    }
  });

  it('everyone else sees the regular points page there; the khongdee variant keeps its own patch', () => {
    expect(blocks(null)).toEqual([['main', 'LoyaltyPoints', {}]]);
    expect(blocks('SINGHAONLINE')).toEqual([['main', 'LoyaltyPoints', {}]]);
    expect(tenantBundle('khongdee', 'SINGHAONLINE').branding.colors.primary).toBe('#b8860b');
    expect(tenantBundle('khongdee', 'TCP').screens['buyer.pointTcp'].blocks.exchange?.component).toBe('VoucherExchange');
  });
});
