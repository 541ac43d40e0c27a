import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Queryable } from '../db/index';
import { notFound } from '../errors';
import { StorageMissing, type StorageProvider } from '../providers/storage/types';
import { checkAndReencodeImage, type CheckedImage } from './image-check';

export interface StoredUpload {
  uploadId: string;
  kind: string;
  filePath: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  sha256: string;
}

export interface UploadOwner {
  tenantId: string;
  /** What the file is for: 'payment-slip', 'delivery-proof', … (also its folder). */
  kind: string;
  ownerKind: string;
  ownerId: string;
}

const KIND = /^[a-z][a-z0-9-]{0,39}$/;

/**
 * Checks and re-encodes an image (see image-check.ts), puts it in the storage provider under
 * `<tenant>/<kind>/<id>.jpg` and records it. Pass the transaction's handle so the row commits
 * with whatever refers to it; bytes left behind by a rolled-back transaction are harmless.
 */
export async function storeImage(q: Queryable, storage: StorageProvider, owner: UploadOwner, input: { data: Buffer; originalName?: string }, checked?: CheckedImage): Promise<StoredUpload> {
  if (!KIND.test(owner.kind)) throw new Error(`bad upload kind ${owner.kind}`);
  const image = checked ?? await checkAndReencodeImage(input.data);
  const uploadId = randomUUID();
  const rel = path.posix.join(encodeURIComponent(owner.tenantId), owner.kind, `${uploadId}.jpg`);
  await storage.put(rel, image.data, image.mime);
  const sha256 = createHash('sha256').update(image.data).digest('hex');
  await q.query(
    `INSERT INTO uploads (tenant_id, upload_id, kind, owner_kind, owner_id, file_path, mime, width, height, bytes, sha256, original_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [owner.tenantId, uploadId, owner.kind, owner.ownerKind, owner.ownerId, rel, image.mime, image.width, image.height, image.data.length, sha256, (input.originalName ?? '').slice(0, 200)],
  );
  return { uploadId, kind: owner.kind, filePath: rel, mime: image.mime, width: image.width, height: image.height, bytes: image.data.length, sha256 };
}

export async function findUpload(q: Queryable, tenantId: string, uploadId: string): Promise<StoredUpload | undefined> {
  const [row] = await q.query<{ upload_id: string; kind: string; file_path: string; mime: string; width: number; height: number; bytes: number; sha256: string }>(
    'SELECT upload_id, kind, file_path, mime, width, height, bytes, sha256 FROM uploads WHERE tenant_id = $1 AND upload_id = $2',
    [tenantId, uploadId],
  );
  return row && { uploadId: row.upload_id, kind: row.kind, filePath: row.file_path, mime: row.mime, width: row.width, height: row.height, bytes: row.bytes, sha256: row.sha256 };
}

/** The stored bytes, from whichever process or bucket wrote them; 404 when the bytes have gone. */
export async function readUpload(storage: StorageProvider, upload: StoredUpload): Promise<Buffer> {
  try { return await storage.get(upload.filePath); } catch (e) {
    if (e instanceof StorageMissing) throw notFound('Picture not found');
    throw e;
  }
}
