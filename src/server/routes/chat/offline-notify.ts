import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ChatNotifier } from '../../providers/chat-notify/index';
import type { ChatHub } from './hub';
import { CONVERSATION_COLUMNS, MESSAGE_COLUMNS, type ConversationRow, type MessageRow } from './store';

export const OFFLINE_NOTIFY_JOB = 'chat-offline-notify';

/**
 * The job that tells a customer who has no chat stream open anywhere that staff answered
 * (docs/chat.md "Offline notification"). Sent inside the message's transaction; the handler is
 * idempotent per message (chat_notified): a second delivery of the job sends nothing.
 */
export function defineOfflineNotify(app: FastifyInstance, hub: ChatHub, notifier: ChatNotifier) {
  return app.jobs.define({
    name: OFFLINE_NOTIFY_JOB,
    payload: Type.Object({ tenantId: Type.String(), messageId: Type.Integer({ minimum: 1 }) }),
    retry: { limit: 3, delaySeconds: 30, backoff: true },
    handle: async ({ tenantId, messageId }) => {
      const [m] = await app.db.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages m WHERE m.tenant_id = $1 AND m.id = $2`, [tenantId, messageId]);
      if (!m || m.sender_kind !== 'staff') return 'gone';
      const [c] = await app.db.query<ConversationRow>(`SELECT ${CONVERSATION_COLUMNS} FROM chat_conversations c WHERE c.id = $1`, [m.conversation_id]);
      if (!c || c.owner_kind !== 'customer') return 'not a customer';
      // Read in the meantime (another device), or looking at the shop right now: nothing to say.
      if (Number(c.customer_read_id) >= messageId || await hub.online(tenantId, c.owner_kind, c.owner_id)) return 'online';
      const [claimed] = await app.db.query(
        "INSERT INTO chat_notified (tenant_id, message_id, result) VALUES ($1, $2, 'sending') ON CONFLICT DO NOTHING RETURNING 1", [tenantId, messageId],
      );
      if (!claimed) return 'already notified';
      try {
        const result = await notifier.notifyCustomer({
          tenantId, customerCode: c.owner_id, conversationId: Number(c.id), messageId, saleUnit: c.sale_unit,
          senderName: m.sender_name, preview: m.body.slice(0, 140), link: `/chat/list/${c.id}`,
        });
        await app.db.query('UPDATE chat_notified SET result = $3 WHERE tenant_id = $1 AND message_id = $2', [tenantId, messageId, result]);
        return result;
      } catch (err) {
        // Not sent: let the retry try again.
        await app.db.query('DELETE FROM chat_notified WHERE tenant_id = $1 AND message_id = $2', [tenantId, messageId]);
        throw err;
      }
    },
  });
}
