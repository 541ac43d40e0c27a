import { GetObjectCommand, HeadBucketCommand, NoSuchKey, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { assertKey, StorageMissing, type StorageProvider } from './types';

export interface S3StorageConfig {
  bucket: string;
  /** Folder inside the bucket ('' = the top). */
  prefix: string;
  region: string;
  /** For S3-compatible services (MinIO, Ceph, R2, …); unset = AWS. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset = the AWS SDK's own chain (AWS_ACCESS_KEY_ID/…, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** An S3-compatible bucket through the AWS SDK v3: every process of a cluster reads what any wrote. */
export class S3Storage implements StorageProvider {
  readonly kind = 's3';
  readonly location: string;
  constructor(private readonly cfg: S3StorageConfig, readonly client: S3Client = new S3Client(clientConfig(cfg))) {
    this.location = `s3://${cfg.bucket}/${cfg.prefix}`;
  }

  private objectKey(key: string): string {
    assertKey(key);
    return this.cfg.prefix ? `${this.cfg.prefix.replace(/\/+$/, '')}/${key}` : key;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.cfg.bucket, Key: this.objectKey(key), Body: data, ContentType: contentType }));
  }

  async get(key: string): Promise<Buffer> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.cfg.bucket, Key: this.objectKey(key) }));
      if (!out.Body) throw new StorageMissing(key);
      return Buffer.from(await out.Body.transformToByteArray());
    } catch (e) {
      if (e instanceof NoSuchKey || (e as { name?: string }).name === 'NoSuchKey') throw new StorageMissing(key);
      throw e;
    }
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.cfg.bucket }));
  }
}

function clientConfig(cfg: S3StorageConfig): S3ClientConfig {
  return { region: cfg.region, endpoint: cfg.endpoint, forcePathStyle: cfg.forcePathStyle, ...(cfg.credentials ? { credentials: cfg.credentials } : {}) };
}
