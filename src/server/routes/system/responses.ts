import { Type } from '@sinclair/typebox';
import { Nullable, Open, OneOf } from '../schemas';

/** Success bodies of the operations endpoints: health and readiness probes, the audit log, the dev outbox. */

const Str = Type.String();
const State = OneOf(['ok', 'stale', 'down'] as const, 'ok; stale = serving its last good bundle; down');
const Database = OneOf(['ok', 'down'] as const);

const LiveUpdates = Open({
  state: OneOf(['up', 'reconnecting', 'down', 'idle'] as const, 'up; reconnecting = the LISTEN connection is down for less than the grace (still ready); down = for longer (503); idle = nothing has subscribed yet'),
  via: OneOf(['in-process', 'postgres-listen'] as const, 'in-process: embedded PGlite, notices never leave the process (always up); postgres-listen: the dedicated LISTEN connection'),
  graceSeconds: Nullable(Type.Number({ description: 'How long the LISTEN connection may be down before the probe answers 503 (LISTEN_READY_GRACE_SECONDS); null = never' })),
  downSince: Type.Optional(Type.String({ description: 'ISO time the connection was lost (when not up)' })),
  downSeconds: Type.Optional(Type.Number({ description: 'Seconds it has been down (when not up)' })),
}, 'Whether live updates (config and chat streams, session revocations) reach this process');

export const HealthSchema = Open({
  status: OneOf(['ok', 'degraded', 'down'] as const, 'degraded: a tenant (or the base bundle) is stale or down'),
  driver: Type.String({ description: 'Database driver (pg or embedded pglite)' }),
  database: Database, base: State,
  tenants: Type.Array(Open({
    id: Str, state: State, serving: Type.Boolean(), valid: Type.Boolean(),
    lastGoodAt: Nullable(Type.String({ description: 'ISO time the last good bundle was saved' })), errors: Type.Integer({ description: 'Problems in the folder' }),
  })),
  liveUpdates: LiveUpdates,
}, 'Database, base bundle, each tenant and live updates (503 with the same body when the database does not answer)');

export const ReadySchema = Open({
  ready: Type.Boolean(), draining: Type.Boolean({ description: 'The process is shutting down (503)' }), defaultTenant: Str, ...HealthSchema.properties,
}, 'Readiness and the health it is judged on (503 with the same body when not ready)');

export const LiveSchema = Open({ status: Type.Literal('ok'), pid: Type.Integer(), uptimeSeconds: Type.Integer() }, 'This process answers');

export const ProbeReadySchema = Type.Union([
  Open({ ready: Type.Boolean(), pid: Type.Integer(), database: Database, driver: Str, defaultTenant: Str, liveUpdates: LiveUpdates }, 'Judged on the database, the default tenant and live updates'),
  Open({ ready: Type.Literal(false), reason: Type.Literal('shutting down'), pid: Type.Integer() }, 'The process is draining (503)'),
], { description: 'Readiness of this process (503 unless ready)' });

export const AuditLogSchema = Open({
  Total: Type.Integer(),
  Data: Type.Array(Open({
    Id: Type.Integer(), At: Type.String({ description: 'ISO 8601 instant' }), ActorKind: Str, ActorId: Str, ActorName: Str,
    Action: Type.String({ description: 'e.g. webConfig.set' }), Target: Str,
    Before: Type.Unknown({ description: 'The state before (any JSON, or null)' }), After: Type.Unknown({ description: 'The state after (any JSON, or null)' }),
  })),
}, 'Audit log entries, newest first');

export const OtpOutboxSchema = Open({
  Data: Type.Array(Open({
    tenantId: Str, audience: OneOf(['customer', 'merchant', 'rider'] as const), mobileNo: Str, code: Type.String({ description: 'The OTP' }),
    refCode: Str, purpose: Str, expiresAt: Str, text: Type.String({ description: 'The SMS text' }), sentAt: Str,
  })),
}, 'Latest OTP messages of the development outbox, newest first');
