import type { Queryable } from '../db/index';

export interface AuditActor { kind: string; id: string; name?: string }

export interface AuditEntry {
  actor: AuditActor;
  /** e.g. 'webConfig.set', 'webConfig.reset', 'merchant.loginAsClient'. */
  action: string;
  target?: string;
  before?: unknown;
  after?: unknown;
}

/** Writes one audit row; call it with the transaction's handle so the log and the change commit together. */
export async function recordAudit(q: Queryable, tenantId: string, e: AuditEntry): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (tenant_id, actor_kind, actor_id, actor_name, action, target, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`,
    [tenantId, e.actor.kind, e.actor.id, e.actor.name ?? '', e.action, e.target ?? '',
      e.before === undefined ? null : JSON.stringify(e.before), e.after === undefined ? null : JSON.stringify(e.after)],
  );
}
