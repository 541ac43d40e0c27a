import type { FastifyInstance } from 'fastify';
import type { LineMessage } from '../providers/line/types';
import { tenantBundle } from '../tenants/resolve';
import { serverText } from './wording';

export type PushPayload =
  | { kind: 'order'; orderId: string; status: string; saleUnit: string; total: number }
  | { kind: 'broadcast'; broadcastId: string; title: string; body: string; linkUrl: string }
  | { kind: 'test'; text: string }
  | { kind: 'otp'; text: string };

/** The order statuses a customer hears about on LINE (issue 14: confirmed, shipped, delivered). */
export const PUSHED_ORDER_STATUSES = ['CONFIRMED', 'OUT_FOR_DELIVERY', 'DELIVERED'] as const;
const STATUS_KEY: Record<string, [string, string]> = {
  CONFIRMED: ['common:line.push.orderConfirmed', 'Your order {{orderId}} is confirmed'],
  OUT_FOR_DELIVERY: ['common:line.push.orderShipped', 'Your order {{orderId}} is on its way'],
  DELIVERED: ['common:line.push.orderDelivered', 'Your order {{orderId}} has been delivered'],
};

const baht = (n: number) => `฿${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * A flex message (bubble) in the tenant's wording and colour, Thai (the shops' language); the
 * alt text is what phones show in notifications.
 */
export function renderPush(app: FastifyInstance, tenantId: string, p: PushPayload, shopUrl: string): LineMessage[] {
  const lang = 'th';
  const bundle = tenantBundle(app, tenantId);
  const shop = bundle.name?.[lang] ?? bundle.name?.en ?? tenantId;
  const color = (bundle.branding?.colors as Record<string, string> | undefined)?.primary ?? '#06c755';
  if (p.kind === 'test' || p.kind === 'otp') return [{ type: 'text', text: p.text }];
  let title: string;
  let body: string;
  let url: string;
  let button: string;
  if (p.kind === 'order') {
    const [key, fallback] = STATUS_KEY[p.status] ?? STATUS_KEY.CONFIRMED;
    title = serverText(app, tenantId, lang, key, fallback, { orderId: p.orderId });
    body = `${serverText(app, tenantId, lang, 'common:line.push.total', 'Total')} ${baht(p.total)}`;
    url = `${shopUrl}/history`;
    button = serverText(app, tenantId, lang, 'common:line.push.viewOrder', 'View order');
  } else {
    title = p.title;
    body = p.body;
    url = p.linkUrl || `${shopUrl}/news`;
    button = serverText(app, tenantId, lang, 'common:line.push.open', 'Open');
  }
  return [{
    type: 'flex',
    altText: title.slice(0, 400),
    contents: {
      type: 'bubble',
      header: { type: 'box', layout: 'vertical', backgroundColor: color, contents: [{ type: 'text', text: shop, color: '#ffffff', weight: 'bold', size: 'sm' }] },
      body: { type: 'box', layout: 'vertical', spacing: 'sm', contents: [
        { type: 'text', text: title, weight: 'bold', size: 'md', wrap: true },
        { type: 'text', text: body.slice(0, 2000) || ' ', size: 'sm', color: '#555555', wrap: true },
      ] },
      footer: { type: 'box', layout: 'vertical', contents: [
        { type: 'button', style: 'primary', color, action: { type: 'uri', label: button.slice(0, 40), uri: url } },
      ] },
    },
  }];
}
