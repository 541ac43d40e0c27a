import path from 'node:path';

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
  /** Requests per minute per client on password, OTP and registration endpoints. */
  authRateLimit: number;
  /** CORS origins allowed (comma list in CORS_ORIGINS); empty = closed. */
  corsOrigins: string[];
  logLevel: string;
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
    corsOrigins: (env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
}
