import { describe, expect, it } from 'vitest';
import { allowedActions, buildTimeline, canChangeInvoice, canTransition, initialOrderState, transitionOrder, type OrderState } from '../../src/domain/order-status';

/* Edges of the order lifecycle a merchant, rider or buyer screen meets (order-status.test.ts walks the main paths). */

const out: OrderState = { status: 'OUT_FOR_DELIVERY', payment: 'COLLECT_ON_DELIVERY', riderId: 'R1' };
const awaiting: OrderState = { status: 'PENDING_PAYMENT', payment: 'AWAITING_PAYMENT', riderId: null };

describe('starting and paying', () => {
  it('starts a gateway order awaiting payment, and the gateway (system) may approve it without a slip', () => {
    expect(initialOrderState('CREDIT_CARD')).toEqual({ status: 'PENDING_PAYMENT', payment: 'AWAITING_PAYMENT', riderId: null });
    expect(initialOrderState('THAIQR')).toEqual({ status: 'PENDING_PAYMENT', payment: 'AWAITING_PAYMENT', riderId: null });
    expect(transitionOrder(awaiting, 'approvePayment', { actor: 'system' })).toEqual({ ok: true, state: { status: 'PLACED', payment: 'PAID', riderId: null } });
    expect(allowedActions(awaiting, 'system')).toEqual(['approvePayment']);
  });

  it('lets staff reject only a submitted slip, with a reason', () => {
    expect(canTransition(awaiting, 'rejectPayment', 'merchant')).toBe(false);
    const submitted: OrderState = { ...awaiting, payment: 'SLIP_SUBMITTED' };
    expect(transitionOrder(submitted, 'rejectPayment', { actor: 'merchant', reason: null })).toEqual({ ok: false, error: 'reasonRequired', message: 'Please enter a reason' });
    expect(transitionOrder(submitted, 'rejectPayment', { actor: 'merchant', reason: 'Blurry' })).toEqual({ ok: true, state: { status: 'PENDING_PAYMENT', payment: 'SLIP_REJECTED', riderId: null } });
    expect(canTransition({ ...awaiting, payment: 'PAID' }, 'submitSlip', 'buyer')).toBe(false);
    expect(canTransition(submitted, 'submitSlip', 'buyer')).toBe(false);
  });

  it('owes a refund for a cancelled order whose slip was waiting, or whose gateway paid late', () => {
    const submitted: OrderState = { ...awaiting, payment: 'SLIP_SUBMITTED' };
    expect(transitionOrder(submitted, 'cancel', { actor: 'buyer', reason: 'Changed my mind' })).toEqual({ ok: true, state: { status: 'CANCELLED', payment: 'REFUND_DUE', riderId: null } });
    const cancelled = transitionOrder(awaiting, 'cancel', { actor: 'buyer', reason: 'x' });
    expect(cancelled).toEqual({ ok: true, state: { status: 'CANCELLED', payment: 'AWAITING_PAYMENT', riderId: null } });
    const c: OrderState = { status: 'CANCELLED', payment: 'AWAITING_PAYMENT', riderId: null };
    expect(transitionOrder(c, 'latePayment', { actor: 'merchant' })).toMatchObject({ ok: false, error: 'notAllowed' });
    expect(transitionOrder(c, 'latePayment', { actor: 'system' })).toEqual({ ok: true, state: { status: 'CANCELLED', payment: 'REFUND_DUE', riderId: null } });
    expect(canTransition({ ...c, payment: 'SLIP_REJECTED' }, 'latePayment', 'system')).toBe(true);
    expect(canTransition({ ...c, payment: 'PAID' }, 'latePayment', 'system')).toBe(false);
    expect(canTransition(c, 'refund', 'merchant')).toBe(false);
    expect(allowedActions({ ...c, payment: 'REFUND_DUE' }, 'system')).toEqual(['refund']);
  });
});

describe('cancelling', () => {
  it('lets staff cancel a packed order but not the buyer; a cancelled COD order keeps its payment state', () => {
    const packed: OrderState = { status: 'PACKED', payment: 'COLLECT_ON_DELIVERY', riderId: null };
    expect(canTransition(packed, 'cancel', 'buyer')).toBe(false);
    expect(transitionOrder(packed, 'cancel', { actor: 'buyer', reason: 'x' })).toMatchObject({ ok: false, error: 'notAllowed', message: 'This order cannot be changed that way in its current status' });
    expect(transitionOrder(packed, 'cancel', { actor: 'merchant', reason: 'x' })).toEqual({ ok: true, state: { status: 'CANCELLED', payment: 'COLLECT_ON_DELIVERY', riderId: null } });
    // Cancelling drops any rider still on the order.
    expect(transitionOrder({ ...packed, riderId: 'R1' }, 'cancel', { actor: 'merchant', reason: 'x' })).toMatchObject({ ok: true, state: { riderId: null } });
    expect(allowedActions(packed, 'buyer')).toEqual([]);
    expect(allowedActions(awaiting, 'buyer')).toEqual(['submitSlip', 'cancel']);
  });
});

describe('riders', () => {
  it('refuses a rider acting with no id on an order with no rider', () => {
    const noRider: OrderState = { status: 'OUT_FOR_DELIVERY', payment: 'PAID' };
    expect(transitionOrder(noRider, 'failDelivery', { actor: 'rider', reason: 'x' })).toEqual({ ok: false, error: 'notYourDelivery', message: 'This delivery is assigned to another rider' });
    expect(transitionOrder(out, 'failDelivery', { actor: 'rider', actorId: '', reason: 'x' })).toMatchObject({ ok: false, error: 'notYourDelivery' });
  });

  it('needs a rider that is not blanks, and keeps the rider on delivery', () => {
    const packed: OrderState = { status: 'PACKED', payment: 'PAID', riderId: null };
    expect(transitionOrder(packed, 'assignRider', { actor: 'merchant', riderId: '  ' })).toEqual({ ok: false, error: 'riderRequired', message: 'Please select a rider' });
    expect(transitionOrder(packed, 'assignRider', { actor: 'merchant', riderId: 'R7' })).toEqual({ ok: true, state: { status: 'OUT_FOR_DELIVERY', payment: 'PAID', riderId: 'R7' } });
    expect(transitionOrder(out, 'deliver', { actor: 'rider', actorId: 'R1', proof: true })).toEqual({ ok: true, state: { status: 'DELIVERED', payment: 'PAID', riderId: 'R1' } });
    expect(transitionOrder(out, 'deliver', { actor: 'rider', actorId: 'R1' })).toEqual({ ok: false, error: 'proofRequired', message: 'Please attach a photo as proof of delivery' });
    // Staff marking a delivery done need no photo; a credit order stays on credit.
    expect(transitionOrder({ ...out, payment: 'ON_CREDIT' }, 'deliver', { actor: 'merchant' })).toEqual({ ok: true, state: { status: 'DELIVERED', payment: 'ON_CREDIT', riderId: 'R1' } });
  });

  it('unassigning a rider sends the order back to packed, without the rider, payment unchanged', () => {
    expect(transitionOrder(out, 'unassignRider', { actor: 'merchant' })).toEqual({ ok: true, state: { status: 'PACKED', payment: 'COLLECT_ON_DELIVERY', riderId: null } });
    expect(transitionOrder(out, 'failDelivery', { actor: 'merchant', reason: '' })).toMatchObject({ ok: false, error: 'reasonRequired' });
    expect(transitionOrder(out, 'unassignRider', { actor: 'rider', actorId: 'R1' })).toMatchObject({ ok: false, error: 'notAllowed' });
  });

  it('keeps the rider through steps that do not touch it', () => {
    const placed: OrderState = { status: 'PLACED', payment: 'PAID', riderId: 'R9' };
    expect(transitionOrder(placed, 'confirm', { actor: 'merchant' })).toEqual({ ok: true, state: { status: 'CONFIRMED', payment: 'PAID', riderId: 'R9' } });
    expect(transitionOrder({ status: 'PLACED', payment: 'PAID' }, 'confirm', { actor: 'merchant' })).toEqual({ ok: true, state: { status: 'CONFIRMED', payment: 'PAID', riderId: null } });
  });
});

describe('timeline edges', () => {
  it('orders events by time, shows each step at its latest time and reason, and nothing for steps to come', () => {
    // A failed delivery: out for delivery at 04:00, back to packed at 05:00 with the rider's reason.
    const t = buildTimeline([
      { status: 'PACKED', at: '2026-11-20T05:00:00Z', reason: 'Shop closed' },
      { status: 'PLACED', at: '2026-11-20T01:00:00Z', reason: 'note' },
      { status: 'OUT_FOR_DELIVERY', at: '2026-11-20T04:00:00Z', reason: 'Rider R1' },
      { status: 'PACKED', at: '2026-11-20T03:00:00Z' },
      { status: 'CONFIRMED', at: '2026-11-20T02:00:00Z' },
      { status: 'DELIVERED', at: '2026-11-20T09:00:00Z' },
    ], 'PACKED');
    expect(t).toEqual([
      { status: 'PLACED', reached: true, current: false, at: '2026-11-20T01:00:00Z', reason: 'note' },
      { status: 'CONFIRMED', reached: true, current: false, at: '2026-11-20T02:00:00Z', reason: null },
      { status: 'PACKED', reached: true, current: true, at: '2026-11-20T05:00:00Z', reason: 'Shop closed' },
      { status: 'OUT_FOR_DELIVERY', reached: false, current: false, at: null, reason: null },
      { status: 'DELIVERED', reached: false, current: false, at: null, reason: null },
    ]);
  });

  it('shows the latest time of a repeated step when the events come in time order (as the server stores them)', () => {
    const t = buildTimeline([
      { status: 'PLACED', at: '2026-11-20T01:00:00Z' },
      { status: 'PACKED', at: '2026-11-20T03:00:00Z' },
      { status: 'OUT_FOR_DELIVERY', at: '2026-11-20T04:00:00Z' },
      { status: 'PACKED', at: '2026-11-20T05:00:00Z', reason: 'Shop closed' },
    ], 'PACKED');
    expect(t.find((s) => s.status === 'PACKED')).toEqual({ status: 'PACKED', reached: true, current: true, at: '2026-11-20T05:00:00Z', reason: 'Shop closed' });
  });

  it('shows awaiting payment as current for an order still waiting, even before its first event', () => {
    const t = buildTimeline([], 'PENDING_PAYMENT');
    expect(t.map((s) => [s.status, s.reached, s.current, s.at])).toEqual([
      ['PENDING_PAYMENT', true, true, null], ['PLACED', false, false, null], ['CONFIRMED', false, false, null],
      ['PACKED', false, false, null], ['OUT_FOR_DELIVERY', false, false, null], ['DELIVERED', false, false, null],
    ]);
  });

  it('ends a cancelled order with only the steps it reached, and no time when the cancel was not recorded', () => {
    const t = buildTimeline([{ status: 'PLACED', at: 't1', reason: 'r' }], 'CANCELLED');
    expect(t).toEqual([
      { status: 'PLACED', reached: true, current: false, at: 't1', reason: 'r' },
      { status: 'CANCELLED', reached: true, current: true, at: null, reason: null },
    ]);
  });
});

describe('timeline of a cancelled order with a stray delivered event', () => {
  it('never shows Delivered before Cancelled', () => {
    const t = buildTimeline([{ status: 'PLACED', at: 't1' }, { status: 'DELIVERED', at: 't2' }, { status: 'CANCELLED', at: 't3', reason: 'r' }], 'CANCELLED');
    expect(t.map((s) => s.status)).toEqual(['PLACED', 'CANCELLED']);
  });
});

describe('invoice edges', () => {
  it('does not move a waiting invoice to waiting', () => {
    expect(canChangeInvoice('Wait', 'Wait')).toBe(false);
    expect(canChangeInvoice('Approved', 'Approved')).toBe(false);
  });
});
