import { nextRunOnOrAfter } from '../../../domain/subscription-schedule';
import type { Queryable } from '../../db/index';
import { conflict } from '../../errors';
import { followingRun, type SubscriptionRow } from './store';

export type SubscriptionAction = 'pause' | 'resume' | 'skip' | 'cancel';

/**
 * One state change of a recurring order, inside the caller's transaction on the row locked
 * `FOR UPDATE`: the customer's own buttons and staff acting on their behalf go through the same
 * rules (docs/subscriptions.md). `skippedBy` words the skipped run for the history.
 */
export async function applySubscriptionAction(
  tx: Queryable, s: SubscriptionRow, action: SubscriptionAction, at: Date, today: string, skippedBy = 'Skipped by the customer',
): Promise<void> {
  const set = (status: string, next: string | null) => tx.query(
    'UPDATE order_subscriptions SET status = $3, next_run_date = $4, updated_at = $5 WHERE tenant_id = $1 AND subscription_id = $2',
    [s.tenantId, s.subscriptionId, status, next, at],
  );
  if (s.status === 'cancelled' || s.status === 'ended') throw conflict('This recurring order has ended');
  if (action === 'pause') {
    if (s.status !== 'active') throw conflict('This recurring order is already paused');
    await set('paused', s.nextRunDate);
  } else if (action === 'resume') {
    if (s.status !== 'paused') throw conflict('This recurring order is not paused');
    const next = nextRunOnOrAfter(s.schedule, s.nextRunDate && s.nextRunDate > today ? s.nextRunDate : today);
    await set(next ? 'active' : 'ended', next);
  } else if (action === 'skip') {
    if (!s.nextRunDate) throw conflict('There is no next run to skip');
    await tx.query(
      `INSERT INTO order_subscription_runs (tenant_id, subscription_id, run_date, status, message, created_at, updated_at)
       VALUES ($1, $2, $3, 'skipped', $5, $4, $4) ON CONFLICT DO NOTHING`,
      [s.tenantId, s.subscriptionId, s.nextRunDate, at, skippedBy],
    );
    const next = followingRun(s, s.nextRunDate);
    await set(next ? s.status : 'ended', next);
  } else {
    await set('cancelled', null);
  }
}
