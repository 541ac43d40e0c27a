import type { FastifyInstance } from 'fastify';
import { ChatBus } from '../../live/chat-bus';
import { chatNotifier } from '../../line/chat-notify';
import chatBuyerRoutes from './buyer';
import type { ChatContext } from './context';
import { ChatHub } from './hub';
import chatImageRoutes from './images';
import chatMessageRoutes from './messages';
import { defineOfflineNotify } from './offline-notify';
import chatStaffRoutes from './staff';
import chatStreamRoutes from './stream';

/**
 * Support chat (docs/chat.md): its own LISTEN/NOTIFY channel and this process's stream hub, shared
 * by the area's route modules.
 */
export default async function chatRoutes(app: FastifyInstance): Promise<void> {
  const bus = new ChatBus(app.db, (err) => app.log.error({ err }, 'chat bus'));
  await bus.start();
  const hub = new ChatHub(app.db, bus, (err) => app.log.error({ err }, 'chat hub'));
  hub.start();
  const sendNotify = defineOfflineNotify(app, hub, chatNotifier(app));
  const ctx: ChatContext = {
    hub,
    notifyOffline: (tenantId, messageId, tx) => sendNotify({ tenantId, messageId }, { tx, key: `${tenantId}:${messageId}` }),
  };
  app.addHook('onClose', async () => {
    await hub.stop();
    await bus.stop();
  });
  await chatMessageRoutes(app, ctx);
  await chatBuyerRoutes(app);
  await chatStaffRoutes(app);
  await chatImageRoutes(app);
  await chatStreamRoutes(app, ctx);
}
