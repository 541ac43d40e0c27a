import path from 'node:path';
import { LocalDiskStorage } from './local';
import { S3Storage, type S3StorageConfig } from './s3';
import type { StorageProvider } from './types';

export type StorageConfig = { provider: 'local' } | { provider: 's3'; s3: Partial<S3StorageConfig> };

/**
 * STORAGE_PROVIDER=local (default) | s3. For s3: S3_BUCKET (required), S3_REGION (default
 * us-east-1), S3_ENDPOINT (S3-compatible services), S3_FORCE_PATH_STYLE=Y, S3_PREFIX, and
 * S3_ACCESS_KEY_ID + S3_SECRET_ACCESS_KEY (else the AWS SDK's own chain: AWS_ACCESS_KEY_ID, …).
 */
export function storageConfigFromEnv(env: NodeJS.ProcessEnv): StorageConfig {
  const kind = (env.STORAGE_PROVIDER ?? 'local').trim().toLowerCase();
  if (kind === 'local' || kind === '') return { provider: 'local' };
  if (kind !== 's3') throw new Error(`STORAGE_PROVIDER must be local or s3 (got '${env.STORAGE_PROVIDER}')`);
  const credentials = env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
    ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined;
  return {
    provider: 's3',
    s3: {
      bucket: env.S3_BUCKET, prefix: (env.S3_PREFIX ?? '').replace(/^\/+/, ''), region: env.S3_REGION || 'us-east-1',
      endpoint: env.S3_ENDPOINT || undefined, forcePathStyle: /^(y|yes|true|1)$/i.test(env.S3_FORCE_PATH_STYLE ?? ''), credentials,
    },
  };
}

export function storageFromConfig(cfg: StorageConfig, dataDir: string): StorageProvider {
  if (cfg.provider === 'local') return new LocalDiskStorage(path.join(dataDir, 'uploads'));
  if (!cfg.s3.bucket) throw new Error('S3_BUCKET is required when STORAGE_PROVIDER=s3');
  return new S3Storage({ region: 'us-east-1', prefix: '', forcePathStyle: false, ...cfg.s3, bucket: cfg.s3.bucket });
}
