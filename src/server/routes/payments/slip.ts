import { badRequest } from '../../errors';
import { checkAndReencodeImage, ImageRejected, type CheckedImage } from '../../uploads/image-check';
import type { UploadedFile } from '../../uploads/multipart';
import type { Queryable } from '../../db/index';

/**
 * A slip proven to be an image by its bytes (decoded before any transaction, so the database is not
 * held meanwhile); a 400 naming the file field otherwise.
 */
export async function checkSlip(file: UploadedFile): Promise<CheckedImage> {
  try {
    return await checkAndReencodeImage(file.data);
  } catch (err) {
    if (err instanceof ImageRejected) throw badRequest(`The slip ${err.reason}`, [{ field: `/body/${file.field}`, reason: err.reason }]);
    throw err;
  }
}

/** Links a stored slip to an order, waiting for staff review. */
export async function recordSlip(tx: Queryable, tenantId: string, orderId: string, uploadId: string, submittedBy: string, at: Date): Promise<void> {
  await tx.query(
    'INSERT INTO payment_slips (tenant_id, order_id, upload_id, status, submitted_by, created_at) VALUES ($1, $2, $3, \'SUBMITTED\', $4, $5)',
    [tenantId, orderId, uploadId, submittedBy, at],
  );
}
