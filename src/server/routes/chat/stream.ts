import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../errors';
import { Query } from '../schemas';
import { SECURITY, TAGS, type ChatContext } from './context';
import { sseEvent, writeNotice, type ChatStream } from './hub';
import { participantOf, visibleClause } from './participant';
import { MESSAGE_COLUMNS, messageDto, type MessageRow } from './store';

/** More missed messages than this: the client is told to reload instead (event `reset`). */
export const REPLAY_LIMIT = 500;

/**
 * `GET api/chat/stream`: server-sent events of every conversation the caller takes part in —
 * `message` (with `id:` = message id), `read`, `conversation` (status/assignment). Resume with the
 * `Last-Event-ID` header (or `?after=`): missed messages are replayed first, then live ones follow,
 * none twice. Without a cursor the first event is `ready` with the newest message id.
 */
export default async function chatStreamRoutes(app: FastifyInstance, ctx: ChatContext): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const open = new Set<() => void>();
  app.addHook('preClose', async () => { for (const close of [...open]) close(); });

  r.get('/api/chat/stream', {
    schema: {
      tags: TAGS, security: SECURITY, summary: 'Live chat events (text/event-stream); resume with Last-Event-ID',
      querystring: Query({ after: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })) }),
    },
  }, async (request, reply) => {
    const p = await participantOf(app, request);
    const header = request.headers['last-event-id'];
    let after: number | undefined = request.query.after;
    if (typeof header === 'string' && header !== '') {
      if (!/^\d{1,15}$/.test(header)) throw badRequest('Invalid request', [{ field: '/headers/last-event-id', reason: 'must be a message id' }]);
      after = Number(header);
    }

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    let closed = false;
    const stream: ChatStream = {
      participant: p,
      write: (chunk) => { if (!closed) res.write(chunk); },
      lastId: after ?? 0,
      buffer: [],
    };
    const close = () => {
      if (closed) return;
      closed = true;
      ctx.hub.remove(stream);
      open.delete(close);
      res.end();
    };
    open.add(close);
    request.raw.on('close', close);
    res.write('retry: 2000\n\n');
    // Subscribe first, then read what was missed: anything committed in between arrives in the buffer.
    await ctx.hub.add(stream);
    try {
      const where = visibleClause(p, 1);
      if (after === undefined) {
        const [{ last }] = await app.db.query<{ last: string }>(
          `SELECT COALESCE(max(m.id), 0)::text AS last FROM chat_messages m WHERE m.tenant_id = $1`, [p.tenantId],
        );
        stream.lastId = Number(last);
        stream.write(sseEvent('ready', { LastId: stream.lastId }));
      } else {
        const rows = await app.db.query<MessageRow>(
          `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
            WHERE m.tenant_id = $1 AND m.id > $${where.params.length + 1} AND ${where.sql} ORDER BY m.id LIMIT ${REPLAY_LIMIT + 1}`,
          [...where.params, after],
        );
        if (rows.length > REPLAY_LIMIT) {
          stream.write(sseEvent('reset', { Reason: 'too many missed messages' }));
          const [{ last }] = await app.db.query<{ last: string }>('SELECT COALESCE(max(id), 0)::text AS last FROM chat_messages WHERE tenant_id = $1', [p.tenantId]);
          stream.lastId = Number(last);
        } else {
          for (const row of rows) {
            const m = messageDto(row);
            stream.lastId = m.Id;
            stream.write(sseEvent('message', m, m.Id));
          }
        }
        stream.write(sseEvent('ready', { LastId: stream.lastId }));
      }
    } catch (err) {
      request.log.warn({ err }, 'chat replay failed');
      close();
      return;
    }
    const buffered = stream.buffer ?? [];
    stream.buffer = null;
    for (const b of buffered) writeNotice(stream, b.notice, b.message);
  });
}
