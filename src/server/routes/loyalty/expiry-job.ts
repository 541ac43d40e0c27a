import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { expirePoints, todayIso } from '../points/ledger';

/**
 * Points expiry on the job queue (docs/jobs.md): a ticker finds customers with lots past their
 * last day that still hold points and sends one keyed job each; the handler writes the `expire`
 * entries with `expirePoints`, which is idempotent (an emptied lot is skipped), so a repeated or
 * retried job changes nothing. Balances never wait for it: reads and spends skip expired lots.
 */
export function defineExpiryJob(app: FastifyInstance): void {
  const send = app.jobs.define({
    name: 'points-expiry',
    payload: Type.Object({ tenantId: Type.String({ minLength: 1 }), customerCode: Type.String({ minLength: 1 }) }),
    policy: 'short',
    retry: { limit: 5, delaySeconds: 30, backoff: true },
    handle: async (p, { now }) => app.db.transaction((tx) => expirePoints(tx, p.tenantId, now, p.customerCode)),
  });
  app.jobs.ticker({
    name: 'points-expiry-due',
    run: async (now) => {
      const due = await app.db.query<{ tenant_id: string; customer_code: string }>(
        'SELECT DISTINCT tenant_id, customer_code FROM points_lots WHERE remaining > 0 AND expires_on < $1::date',
        [todayIso(now)],
      );
      for (const d of due) await send({ tenantId: d.tenant_id, customerCode: d.customer_code }, { key: `${d.tenant_id}:${d.customer_code}` });
    },
  });
}
