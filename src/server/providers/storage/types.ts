/**
 * Where uploaded files' bytes live (docs/operations.md, "Uploads"). The `uploads` table keeps what
 * a file is and who owns it; a provider only keeps bytes under a key such as
 * `sabai/payment-slip/<uuid>.jpg`. Every process of a cluster must see the same store: the local
 * directory only when they share a disk, an S3-compatible bucket otherwise.
 */
export interface StorageProvider {
  /** 'local' or 's3' (diagnostics and logs). */
  readonly kind: string;
  /** Where it writes, for people: a folder or `s3://bucket/prefix`. */
  readonly location: string;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes; throws StorageMissing when nothing is stored under the key. */
  get(key: string): Promise<Buffer>;
  /** A cheap round trip that proves the store answers (readiness and /test). */
  check(): Promise<void>;
}

export class StorageMissing extends Error {
  constructor(key: string) { super(`nothing stored under ${key}`); }
}

/** Keys are `<tenant>/<kind>/<file>` made by uploads/store.ts; anything else is a bug or an attack. */
const KEY = /^[A-Za-z0-9%._-]{1,120}\/[a-z][a-z0-9-]{0,39}\/[A-Za-z0-9._-]{1,80}$/;
export function assertKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((p) => p === '.' || p === '..')) throw new Error(`bad storage key ${JSON.stringify(key)}`);
}
