import type { FastifyInstance } from 'fastify';
import { isY } from '../../domain/flags';
import type { ChatNotification, ChatNotifier } from '../providers/chat-notify/index';
import { LineChatNotifier } from '../providers/chat-notify/line';
import { LocalChatNotifier } from '../providers/chat-notify/local';
import type { LineMessage } from '../providers/line/types';
import { effectiveFlags, tenantBundle } from '../tenants/resolve';
import { PUSH_FLAG } from './pushes';
import { serverText } from './wording';

/** "Support answered" as a flex message in the tenant's wording (Thai) and primary colour, with a button to the conversation. */
export function renderChatNotification(app: FastifyInstance, n: ChatNotification): LineMessage[] {
  const lang = 'th';
  const bundle = tenantBundle(app, n.tenantId);
  const shop = bundle.name?.[lang] ?? bundle.name?.en ?? n.tenantId;
  const color = (bundle.branding?.colors as Record<string, string> | undefined)?.primary ?? '#06c755';
  const title = serverText(app, n.tenantId, lang, 'common:line.push.chatReply', '{{name}} replied to your message', { name: n.senderName });
  const url = `${app.line.shopUrl(n.tenantId)}${n.link}`;
  return [{
    type: 'flex',
    altText: `${title}: ${n.preview}`.slice(0, 400),
    contents: {
      type: 'bubble',
      header: { type: 'box', layout: 'vertical', backgroundColor: color, contents: [{ type: 'text', text: shop, color: '#ffffff', weight: 'bold', size: 'sm' }] },
      body: { type: 'box', layout: 'vertical', spacing: 'sm', contents: [
        { type: 'text', text: title, weight: 'bold', size: 'md', wrap: true },
        // Plain text: LINE shows a text component as text, whatever the staff member typed.
        { type: 'text', text: n.preview || ' ', size: 'sm', color: '#555555', wrap: true },
      ] },
      footer: { type: 'box', layout: 'vertical', contents: [
        { type: 'button', style: 'primary', color, action: { type: 'uri', label: serverText(app, n.tenantId, lang, 'common:line.push.openChat', 'Open chat').slice(0, 40), uri: url } },
      ] },
    },
  }];
}

/**
 * The chat area's notifier: LINE for customers who linked it while the tenant's LINE pushes are
 * on; outside production everybody else goes to the local outbox (`$DATA_DIR/outbox/chat-notify.log`).
 */
export function chatNotifier(app: FastifyInstance): ChatNotifier {
  return new LineChatNotifier({
    lineUserOf: async (tenantId, customerCode) => {
      const [row] = await app.db.query<{ line_user_id: string }>(
        'SELECT line_user_id FROM line_accounts WHERE tenant_id = $1 AND customer_code = $2 AND following IS NOT FALSE', [tenantId, customerCode],
      );
      return row?.line_user_id ?? null;
    },
    messaging: async (tenantId) => (isY((await effectiveFlags(app, tenantId))[PUSH_FLAG]) ? app.line.messaging(tenantId) : null),
    render: (n) => renderChatNotification(app, n),
  }, app.config.production ? null : new LocalChatNotifier(app.config.dataDir, app.clock));
}
