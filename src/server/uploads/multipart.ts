import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors';
import { MAX_IMAGE_BYTES } from './image-check';

export interface UploadedFile {
  field: string;
  filename: string;
  data: Buffer;
  /** Text fields sent before the file. */
  fields: Record<string, string>;
}

/**
 * The one file of a multipart request (field `file`, or any single file field), read into memory
 * with the 5 MB limit. Bad requests name the field, as every 400 of this API does.
 */
export async function readOneFile(request: FastifyRequest, field = 'file'): Promise<UploadedFile> {
  if (!request.isMultipart()) {
    throw badRequest('Invalid request', [{ field: '/body', reason: 'must be multipart/form-data with a file' }]);
  }
  // One byte over the limit tells "exactly 5 MB" from "more than 5 MB".
  const part = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 1 }, throwFileSizeLimit: false });
  if (!part) throw badRequest('Invalid request', [{ field: `/body/${field}`, reason: 'is required' }]);
  const data = await part.toBuffer();
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(part.fields)) {
    if (v && !Array.isArray(v) && v.type === 'field') fields[k] = String(v.value);
  }
  if (part.file.truncated || data.length > MAX_IMAGE_BYTES) {
    throw badRequest('The file is larger than 5 MB', [{ field: `/body/${part.fieldname}`, reason: 'is larger than 5 MB' }]);
  }
  return { field: part.fieldname, filename: part.filename, data, fields };
}
