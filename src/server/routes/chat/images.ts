import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../errors';
import { ImageRejected } from '../../uploads/image-check';
import { readOneFile } from '../../uploads/multipart';
import { findUpload, readUpload, storeImage } from '../../uploads/store';
import { SECURITY, TAGS } from './context';
import { participantOf, visibleClause } from './participant';
import { ChatImageSchema } from './responses';

/**
 * Chat pictures: checked by content and re-encoded like every upload (uploads/image-check.ts),
 * stored under the sender, then sent as an `image` message. Only participants of a conversation
 * holding the picture can read it (the sender can before sending).
 */
export default async function chatImageRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post('/api/chat/images', {
    schema: { response: { 201: ChatImageSchema }, tags: TAGS, security: SECURITY, summary: 'Upload a picture (multipart field `file`; JPEG, PNG or WebP up to 5 MB)', consumes: ['multipart/form-data'] },
  }, async (request, reply) => {
    const p = await participantOf(app, request);
    const file = await readOneFile(request);
    const owner = p.side === 'staff' ? { ownerKind: 'staff', ownerId: p.userId } : { ownerKind: p.ownerKind, ownerId: p.ownerId };
    try {
      const stored = await storeImage(app.db, app.storage, { tenantId: p.tenantId, kind: 'chat-image', ...owner }, { data: file.data, originalName: file.filename });
      reply.code(201);
      return { UploadId: stored.uploadId, Url: `/api/chat/images/${stored.uploadId}`, Width: stored.width, Height: stored.height };
    } catch (err) {
      if (err instanceof ImageRejected) throw badRequest(`The picture ${err.reason}`, [{ field: `/body/${file.field}`, reason: err.reason }]);
      throw err;
    }
  });

  r.get('/api/chat/images/:uploadId', {
    schema: { tags: TAGS, security: SECURITY, summary: 'A chat picture (participants only)', params: Type.Object({ uploadId: Type.String({ format: 'uuid' }) }, { additionalProperties: false }) },
  }, async (request, reply) => {
    const p = await participantOf(app, request);
    const { uploadId } = request.params;
    const where = visibleClause(p, 3);
    const [{ ok }] = await app.db.query<{ ok: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id WHERE m.tenant_id = $1 AND m.upload_id = $2 AND ${where.sql})
           OR EXISTS (SELECT 1 FROM uploads u WHERE u.tenant_id = $1 AND u.upload_id = $2 AND u.kind = 'chat-image' AND u.owner_kind = $${where.params.length + 3} AND u.owner_id = $${where.params.length + 4}) AS ok`,
      [p.tenantId, uploadId, ...where.params, p.side === 'staff' ? 'staff' : p.ownerKind, p.side === 'staff' ? p.userId : p.ownerId],
    );
    const upload = ok ? await findUpload(app.db, p.tenantId, uploadId) : undefined;
    if (!upload || upload.kind !== 'chat-image') throw notFound('Picture not found');
    reply.header('cache-control', 'private, max-age=86400').type(upload.mime);
    return readUpload(app.storage, upload);
  });
}
