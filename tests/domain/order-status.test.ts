import { describe, expect, it } from 'vitest';
import { allowedActions, buildTimeline, canChangeInvoice, canTransition, initialOrderState, transitionOrder, type OrderState } from '../../src/domain/order-status';

function run(state: OrderState, steps: [Parameters<typeof transitionOrder>[1], Parameters<typeof transitionOrder>[2]][]): OrderState {
  return steps.reduce((s, [action, ctx]) => {
    const r = transitionOrder(s, action, ctx);
    if (!r.ok) throw new Error(`${action}: ${r.error}`);
    return r.state;
  }, state);
}

describe('order lifecycle', () => {
  it('starts by payment method', () => {
    expect(initialOrderState('BANK')).toMatchObject({ status: 'PENDING_PAYMENT', payment: 'AWAITING_PAYMENT' });
    expect(initialOrderState('COD')).toMatchObject({ status: 'PLACED', payment: 'COLLECT_ON_DELIVERY' });
    expect(initialOrderState('AR')).toMatchObject({ status: 'PLACED', payment: 'ON_CREDIT' });
    expect(initialOrderState('REDEEMED')).toMatchObject({ status: 'PLACED', payment: 'PAID' });
  });

  it('walks a slip-paid order to delivered', () => {
    const end = run(initialOrderState('BANK'), [
      ['submitSlip', { actor: 'buyer' }],
      ['approvePayment', { actor: 'merchant' }],
      ['confirm', { actor: 'merchant' }],
      ['pack', { actor: 'merchant' }],
      ['assignRider', { actor: 'merchant', riderId: 'R1' }],
      ['deliver', { actor: 'rider', actorId: 'R1', proof: true }],
    ]);
    expect(end).toEqual({ status: 'DELIVERED', payment: 'PAID', riderId: 'R1' });
  });

  it('lets a rejected slip be sent again', () => {
    const s = run(initialOrderState('THAIQR'), [['submitSlip', { actor: 'buyer' }], ['rejectPayment', { actor: 'merchant', reason: 'Blurry' }]]);
    expect(s.payment).toBe('SLIP_REJECTED');
    expect(transitionOrder(s, 'submitSlip', { actor: 'buyer' })).toMatchObject({ ok: true, state: { payment: 'SLIP_SUBMITTED' } });
  });

  it('collects COD on delivery', () => {
    const s = run(initialOrderState('COD'), [
      ['confirm', { actor: 'merchant' }], ['pack', { actor: 'merchant' }], ['assignRider', { actor: 'merchant', riderId: 'R1' }],
      ['deliver', { actor: 'merchant' }],
    ]);
    expect(s.payment).toBe('PAID');
  });

  it('refuses what an actor may not do, or without what it needs', () => {
    const placed = initialOrderState('COD');
    expect(transitionOrder(placed, 'confirm', { actor: 'buyer' })).toMatchObject({ ok: false, error: 'notAllowed' });
    expect(transitionOrder(placed, 'pack', { actor: 'merchant' })).toMatchObject({ ok: false, error: 'notAllowed' });
    expect(transitionOrder(placed, 'cancel', { actor: 'buyer', reason: ' ' })).toMatchObject({ ok: false, error: 'reasonRequired', message: 'Please enter a reason' });
    const packed = run(placed, [['confirm', { actor: 'merchant' }], ['pack', { actor: 'merchant' }]]);
    expect(transitionOrder(packed, 'assignRider', { actor: 'merchant' })).toMatchObject({ ok: false, error: 'riderRequired' });
    const out = run(packed, [['assignRider', { actor: 'merchant', riderId: 'R1' }]]);
    expect(transitionOrder(out, 'deliver', { actor: 'rider', actorId: 'R2', proof: true })).toMatchObject({ ok: false, error: 'notYourDelivery' });
    expect(transitionOrder(out, 'deliver', { actor: 'rider', actorId: 'R1' })).toMatchObject({ ok: false, error: 'proofRequired' });
    expect(transitionOrder(out, 'cancel', { actor: 'merchant', reason: 'x' })).toMatchObject({ ok: false, error: 'notAllowed' });
  });

  it('lets the buyer cancel only before confirmation, staff until dispatch', () => {
    const confirmed = run(initialOrderState('COD'), [['confirm', { actor: 'merchant' }]]);
    expect(canTransition(initialOrderState('COD'), 'cancel', 'buyer')).toBe(true);
    expect(canTransition(confirmed, 'cancel', 'buyer')).toBe(false);
    expect(canTransition(confirmed, 'cancel', 'merchant')).toBe(true);
  });

  it('owes a refund when a paid order is cancelled', () => {
    const paid = run(initialOrderState('BANK'), [['submitSlip', { actor: 'buyer' }], ['approvePayment', { actor: 'merchant' }]]);
    const cancelled = run(paid, [['cancel', { actor: 'merchant', reason: 'Out of stock' }]]);
    expect(cancelled).toEqual({ status: 'CANCELLED', payment: 'REFUND_DUE', riderId: null });
    expect(run(cancelled, [['refund', { actor: 'merchant' }]]).payment).toBe('REFUNDED');
  });

  it('sends a failed delivery back to packed without its rider', () => {
    const out = run(initialOrderState('COD'), [['confirm', { actor: 'merchant' }], ['pack', { actor: 'merchant' }], ['assignRider', { actor: 'merchant', riderId: 'R1' }]]);
    expect(run(out, [['failDelivery', { actor: 'rider', actorId: 'R1', reason: 'Shop closed' }]])).toEqual({ status: 'PACKED', payment: 'COLLECT_ON_DELIVERY', riderId: null });
  });

  it('lists the actions each actor can take now', () => {
    const out: OrderState = { status: 'OUT_FOR_DELIVERY', payment: 'PAID', riderId: 'R1' };
    expect(allowedActions(out, 'rider')).toEqual(['deliver', 'failDelivery']);
    expect(allowedActions(out, 'buyer')).toEqual([]);
    expect(allowedActions({ status: 'PLACED', payment: 'ON_CREDIT' }, 'merchant')).toEqual(['confirm', 'cancel']);
  });
});

describe('timeline', () => {
  const events = [
    { status: 'PLACED' as const, at: '2026-11-20T01:00:00Z' },
    { status: 'PENDING_PAYMENT' as const, at: '2026-11-20T00:00:00Z' },
    { status: 'CONFIRMED' as const, at: '2026-11-20T02:00:00Z' },
  ];

  it('marks reached steps, the current one, and what is still to come', () => {
    const t = buildTimeline(events, 'CONFIRMED');
    expect(t.map((s) => [s.status, s.reached, s.current])).toEqual([
      ['PENDING_PAYMENT', true, false], ['PLACED', true, false], ['CONFIRMED', true, true],
      ['PACKED', false, false], ['OUT_FOR_DELIVERY', false, false], ['DELIVERED', false, false],
    ]);
    expect(t[1].at).toBe('2026-11-20T01:00:00Z');
  });

  it('skips awaiting payment for orders that never had it', () => {
    expect(buildTimeline([{ status: 'PLACED', at: 't1' }], 'PLACED')[0].status).toBe('PLACED');
  });

  it('ends a cancelled order with the reason', () => {
    const t = buildTimeline([...events, { status: 'CANCELLED', at: '2026-11-20T03:00:00Z', reason: 'Customer request' }], 'CANCELLED');
    expect(t.map((s) => s.status)).toEqual(['PENDING_PAYMENT', 'PLACED', 'CONFIRMED', 'CANCELLED']);
    expect(t.at(-1)).toMatchObject({ current: true, reason: 'Customer request' });
  });
});

describe('invoices', () => {
  it('moves from Wait to Approved or Canceled only', () => {
    expect(canChangeInvoice('Wait', 'Approved')).toBe(true);
    expect(canChangeInvoice('Wait', 'Canceled')).toBe(true);
    expect(canChangeInvoice('Approved', 'Canceled')).toBe(false);
    expect(canChangeInvoice('Canceled', 'Wait')).toBe(false);
  });
});
