import type { CenterCache } from './accounts/center-cache';
import type { AccountLimiter } from './auth/account-limit';
import type { TokenClaims, TokenService } from './auth/jwt';
import type { DevOutboxProvider } from './providers/sms/local';
import type { OtpProvider } from './providers/sms/provider';
import type { OtpService } from './auth/otp';
import type { SessionStore } from './auth/session-store';
import type { ServerConfig } from './config';
import type { Db } from './db/index';
import type { JobQueue } from './jobs/queue';
import type { MovableClock } from './jobs/clock';
import type { ConfigBus } from './live/config-bus';
import type { FlagStore } from './live/flag-store';
import type { LineServices } from './providers/line/registry';
import type { PaymentRegistry } from './providers/payment/registry';
import type { StorageProvider } from './providers/storage/types';
import type { TenantRegistry } from './tenants/registry';

/** Why a bearer token was not accepted (expired tokens get the spec's www-authenticate header). */
export interface AuthFailure { reason: 'expired' | 'invalid'; description: string }

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Db;
    tenants: TenantRegistry;
    flags: FlagStore;
    /** Active distribution centres per tenant (cached; see accounts/center-cache.ts). */
    centers: CenterCache;
    bus: ConfigBus;
    tokens: TokenService;
    otp: OtpService;
    /** Failed attempts per mobile number per tenant, across processes (auth/account-limit.ts). */
    accountLimits: AccountLimiter;
    /** Server-side session records with their in-process cache (auth/session-store.ts). */
    sessions: SessionStore;
    otpProvider: OtpProvider;
    /** Only outside production: the development OTP outbox. */
    outbox: DevOutboxProvider | null;
    clock: () => number;
    /** Set when the server runs with TEST_CLOCK=Y (never in production): `POST api/dev/clock` moves it. */
    movableClock: MovableClock | null;
    /** The one background job queue (pg-boss; src/server/jobs, docs/jobs.md). */
    jobs: JobQueue;
    /** LINE Login / tenant OIDC / Messaging providers per tenant (providers/line/registry.ts). */
    line: LineServices;
    /** Card / QR payment providers per tenant and centre (providers/payment/registry.ts, docs/payments.md). */
    payments: PaymentRegistry;
    /** Uploads' bytes: a local folder or an S3-compatible bucket (providers/storage, docs/operations.md). */
    storage: StorageProvider;
  }
  interface FastifyRequest {
    /** Tenant of this call: token claim, else TenantId header, else host, else default. */
    tenantId: string;
    /** Claims of a valid bearer token, null when absent or rejected. */
    auth: TokenClaims | null;
    authFailure: AuthFailure | null;
  }
  interface FastifyContextConfig {
    /** Marks routes of the SPA/static side (no JSON API semantics). */
    web?: boolean;
  }
}
