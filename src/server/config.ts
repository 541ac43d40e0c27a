import path from 'node:path';
import { DEFAULT_ACCOUNT_LIMITS, type AccountLimits } from './auth/account-limit';
import { smsConfigFromEnv, type SmsConfig } from './providers/sms/from-config';
import { storageConfigFromEnv, type StorageConfig } from './providers/storage/from-env';

/** Everything the server reads from the environment, resolved once. Tests pass overrides instead. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Embedded database, JWT secret and the development OTP outbox live here. */
  dataDir: string;
  /** When set, node-postgres is used instead of embedded PGlite. */
  databaseUrl?: string;
  /** Folder holding `_base/` and one folder per tenant. */
  tenantsDir: string;
  /** Locale files the bundles' wording keys are checked against (`LOCALES_DIR`, default `./locales`, not beside TENANTS_DIR). */
  localesDir: string;
  /** Form schemas the bundles name (`SCHEMAS_DIR`, default `./schemas`). */
  schemasDir: string;
  /** Built SPA (vite output); may be missing in API-only runs and tests. */
  webDir: string;
  defaultTenant: string;
  jwtSecret?: string;
  production: boolean;
  /** Requests per minute per client address on password, OTP and registration endpoints. */
  authRateLimit: number;
  /** OTP requests per 15 minutes per client address (on top of authRateLimit). */
  otpRateLimit: number;
  /**
   * Proxies whose X-Forwarded-For is believed (TRUST_PROXY: comma list of addresses, CIDRs or
   * proxy-addr names such as `loopback`); empty = none, the socket address is the client.
   */
  trustProxy: string[];
  /** Live config streams (SSE) one client address may hold open at once (SSE_PER_ADDRESS). */
  sseStreamsPerAddress: number;
  /** OTP delivery (SMS_PROVIDER and its settings; providers/sms/from-config.ts). */
  sms: SmsConfig;
  /** Where uploads' bytes go (STORAGE_PROVIDER and S3_*; providers/storage/from-env.ts). */
  storage: StorageConfig;
  /** Per-account (mobile number per tenant) limits, kept in the database (auth/account-limit.ts). */
  accountLimits: AccountLimits;
  /** CORS origins allowed (comma list in CORS_ORIGINS); empty = closed. */
  corsOrigins: string[];
  logLevel: string;
  /** The PostgreSQL LISTEN connection live updates ride on (docs/operations.md "The LISTEN connection"). */
  listen: ListenConfig;
}

export interface ListenConfig {
  /** `SELECT 1` on it every this many ms (LISTEN_HEARTBEAT_SECONDS, 15; 0 = off)… */
  heartbeatMs: number;
  /** …each given this long to answer before the connection is taken for lost (LISTEN_HEARTBEAT_TIMEOUT_SECONDS, 10). */
  heartbeatTimeoutMs: number;
  /**
   * `/health/ready` answers 503 once it has been down longer than this (LISTEN_READY_GRACE_SECONDS,
   * 10), so a reconnection of a few seconds does not flap the balancer; null (`off`) = reported only.
   */
  readyGraceMs: number | null;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(cwd, env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    tenantsDir: path.resolve(cwd, env.TENANTS_DIR ?? 'tenants'),
    localesDir: path.resolve(cwd, env.LOCALES_DIR ?? 'locales'),
    schemasDir: path.resolve(cwd, env.SCHEMAS_DIR ?? 'schemas'),
    webDir: path.resolve(cwd, env.WEB_DIR ?? 'dist/web'),
    defaultTenant: env.DEFAULT_TENANT || 'sabai',
    jwtSecret: env.JWT_SECRET || undefined,
    production: env.NODE_ENV === 'production',
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 20),
    otpRateLimit: Number(env.OTP_RATE_LIMIT ?? 30),
    trustProxy: (env.TRUST_PROXY ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    sseStreamsPerAddress: Number(env.SSE_PER_ADDRESS ?? 50),
    accountLimits: accountLimitsFromEnv(env),
    sms: smsConfigFromEnv(env),
    storage: storageConfigFromEnv(env),
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    listen: {
      heartbeatMs: Number(env.LISTEN_HEARTBEAT_SECONDS ?? 15) * 1000,
      heartbeatTimeoutMs: Number(env.LISTEN_HEARTBEAT_TIMEOUT_SECONDS ?? 10) * 1000,
      readyGraceMs: env.LISTEN_READY_GRACE_SECONDS === 'off' ? null : Number(env.LISTEN_READY_GRACE_SECONDS ?? 10) * 1000,
    },
  };
}

/** LOGIN_MAX_FAILURES / LOGIN_LOCK_MINUTES tune the login rule; the others keep their defaults. */
function accountLimitsFromEnv(env: NodeJS.ProcessEnv): AccountLimits {
  const d = DEFAULT_ACCOUNT_LIMITS;
  const max = Number(env.LOGIN_MAX_FAILURES ?? d.login.max);
  const lockSeconds = Number(env.LOGIN_LOCK_MINUTES ?? d.login.lockSeconds / 60) * 60;
  return { ...d, login: { max, windowSeconds: Math.max(d.login.windowSeconds, lockSeconds), lockSeconds } };
}

/** What production refuses to start without, each naming the variable (checked before anything opens). */
export function assertProductionConfig(config: ServerConfig): void {
  if (!config.production) return;
  if (!config.jwtSecret) {
    throw new Error('JWT_SECRET is required with NODE_ENV=production (at least 32 characters, the same for every server process)');
  }
}
