import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { decodeUploadText } from '../../../domain/imports/index';
import { badRequest } from '../../errors';

export interface ImportUpload {
  fileName: string;
  text: string;
  /** sha256 of the bytes: the same file imported twice is recognised. */
  hash: string;
  bytes: number;
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * The one file (multipart field `file`) of an import request, checked by content: UTF-8 text
 * (CSV or JSON; a spreadsheet's binary format or a TIS-620 export is refused) within the size limit.
 */
export async function readImportUpload(request: FastifyRequest, maxBytes: number): Promise<ImportUpload> {
  if (!request.isMultipart()) throw badRequest('Invalid request', [{ field: '/body', reason: 'must be multipart/form-data with a file' }]);
  const part = await request.file({ limits: { fileSize: maxBytes + 1, files: 1 }, throwFileSizeLimit: false });
  if (!part) throw badRequest('Invalid request', [{ field: '/body/file', reason: 'is required' }]);
  const data = await part.toBuffer();
  if (part.file.truncated || data.length > maxBytes) {
    throw badRequest(`The file is larger than ${mb(maxBytes)}`, [{ field: '/body/file', reason: `is larger than ${mb(maxBytes)}` }]);
  }
  const text = decodeUploadText(data);
  if (text === null) {
    throw badRequest('The file is not a CSV or JSON text file', [{ field: '/body/file', reason: 'is not UTF-8 text (save it as CSV UTF-8 or JSON)' }]);
  }
  const fileName = (part.filename || 'upload').slice(0, 200);
  return { fileName, text, hash: createHash('sha256').update(data).digest('hex'), bytes: data.length };
}
