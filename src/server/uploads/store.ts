import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Queryable } from '../db/index';
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

export function uploadsRoot(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/**
 * Checks and re-encodes an image (see image-check.ts), writes it under
 * `$DATA_DIR/uploads/<tenant>/<kind>/` and records it. Pass the transaction's handle so the row
 * commits with whatever refers to it; a file left behind by a rolled-back transaction is harmless.
 */
export async function storeImage(q: Queryable, dataDir: string, owner: UploadOwner, input: { data: Buffer; originalName?: string }, checked?: CheckedImage): Promise<StoredUpload> {
  if (!KIND.test(owner.kind)) throw new Error(`bad upload kind ${owner.kind}`);
  const image = checked ?? await checkAndReencodeImage(input.data);
  const uploadId = randomUUID();
  const rel = path.posix.join(encodeURIComponent(owner.tenantId), owner.kind, `${uploadId}.jpg`);
  const abs = path.join(uploadsRoot(dataDir), rel);
  await fs.promises.mkdir(path.dirname(abs), { recursive: true });
  await fs.promises.writeFile(abs, image.data, { mode: 0o640 });
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

/** The stored bytes (throws when the file has gone). */
export function readUpload(dataDir: string, upload: StoredUpload): Promise<Buffer> {
  const root = uploadsRoot(dataDir);
  const abs = path.resolve(root, upload.filePath);
  if (!abs.startsWith(root + path.sep)) throw new Error('upload path escapes the uploads folder');
  return fs.promises.readFile(abs);
}
