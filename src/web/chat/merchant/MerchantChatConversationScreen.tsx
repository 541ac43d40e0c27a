/** @jsxImportSource theme-ui */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { assignConversation, fetchAnswerers, fetchCustomerContext, refreshChat, fetchCustomerConversation, setConversationStatus, type Conversation } from '../../api/chat';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../domain/order-status';
import { localized } from '../../layouts/shared/MenuLink';
import { Button, Card, Facts, Page } from '../../merchant/ui/kit';
import { merchantSession } from '../../session/merchant-session';
import { ChatRoom } from '../ChatRoom';
import { chatTime } from '../MessageBubble';
import { StaffTools } from './StaffTools';

const money = (n: number, locale: string) => n.toLocaleString(locale === 'en' ? 'en-US' : 'th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function CustomerPanel({ c, locale }: { c: Conversation; locale: 'th' | 'en' }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data: ctx } = useQuery({
    queryKey: ['chat', 'merchant', 'context', c.Id],
    queryFn: async () => { const r = await fetchCustomerContext(c.Id); return r.ok && r.data ? r.data : null; },
  });
  const { data: staff } = useQuery({
    queryKey: ['chat', 'merchant', 'staff', c.SaleUnit],
    queryFn: async () => { const r = await fetchAnswerers(c.SaleUnit); return r.ok && r.data ? r.data.Data : []; },
  });
  const refresh = () => refreshChat(client);
  return (
    <aside data-testid="chat-customer-panel" sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Card title={t('common:chat.conversation')}>
        <label sx={{ display: 'block', fontSize: 1, mb: 2 }}>
          {t('common:chat.assignedTo')}
          <select value={c.AssignedTo ?? ''} data-testid="chat-assign" onChange={async (e) => { await assignConversation(c.Id, e.target.value || null); void refresh(); }}
            sx={{ display: 'block', width: '100%', p: 1, mt: 1, borderRadius: 'default', border: '1px solid', borderColor: 'border' }}>
            <option value="">{t('common:chat.unassigned')}</option>
            {staff?.map((u) => <option key={u.UserId} value={u.UserId}>{u.Name}</option>)}
          </select>
        </label>
        <Button tone="outline" data-testid="chat-toggle-status" onClick={async () => { await setConversationStatus(c.Id, c.Status === 'open' ? 'closed' : 'open'); void refresh(); }}>
          {c.Status === 'open' ? t('common:chat.close') : t('common:chat.reopen')}
        </Button>
      </Card>
      {ctx?.Customer ? (
        <Card title={t('common:chat.customer')}>
          <Facts rows={[
            [t('common:chat.customerCode'), ctx.Customer.CustomerCode],
            [t('common:chat.mobile'), ctx.Customer.MobileNo],
            [t('common:chat.address'), ctx.Customer.Address],
            [t('common:chat.credit'), `${money(ctx.Customer.DebtAmount, locale)} / ${money(ctx.Customer.AuthorizeAmount, locale)}`],
          ]} />
          <h3 sx={{ fontSize: 2, mt: 3, mb: 2 }}>{t('common:chat.lastOrders')}</h3>
          {ctx.Orders.length === 0 && <p sx={{ color: 'textMuted', fontSize: 1 }}>{t('common:chat.noOrders')}</p>}
          <ul sx={{ listStyle: 'none', p: 0, m: 0, fontSize: 1 }}>
            {ctx.Orders.map((o) => (
              <li key={o.OrderId} sx={{ py: 1, display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <Link to={localized(`/merchant/order/${encodeURIComponent(o.OrderId)}/${encodeURIComponent(c.SaleUnit)}`, locale)} sx={{ color: 'secondaryText' }}>{o.OrderId}</Link>
                <span>{ORDER_STATUS_LABELS[o.Status as OrderStatus]?.[locale] ?? o.Status}</span><span>{money(o.Total, locale)}</span>
              </li>
            ))}
          </ul>
        </Card>
      ) : c.Customer.Kind === 'guest' && <Card title={t('common:chat.customer')}><p sx={{ m: 0 }}>{t('common:chat.guestCustomer')}</p></Card>}
    </aside>
  );
}

/** `/merchant/support/chat/{customer}`: the conversation with the customer at the selected centre, their profile and last orders beside it. */
export default function MerchantChatConversationScreen() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const { customer = '' } = useParams();
  const { selectedDist, token } = useSnapshot(merchantSession);
  const { data, isPending } = useQuery({
    queryKey: ['chat', 'merchant', 'customer', customer, selectedDist],
    queryFn: async () => { const r = await fetchCustomerConversation(customer, selectedDist); return r.ok && r.data ? r.data.Data : null; },
    enabled: !!token,
  });
  const back = { to: localized('/merchant/support/chat', locale), label: t('common:title.chat') };
  if (isPending) return <Page title={t('common:title.chat')} back={back}><p>{t('common:label.loading')}</p></Page>;
  if (!data) return <Page title={t('common:title.chat')} back={back}><Card><p role="alert" data-testid="chat-not-found">{t('common:chat.notFound')}</p></Card></Page>;
  return (
    <Page title={data.Customer.Name || data.Customer.Code} subtitle={`${data.CentreName}${data.LastMessage ? ` · ${chatTime(data.LastMessage.At, locale)}` : ''}`} back={back}>
      <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr', '2fr 1fr'], gap: 3, alignItems: 'start' }}>
        <ChatRoom area="merchant" mySide="staff" locale={locale} conversationId={data.Id} target={{ ConversationId: data.Id }} closed={data.Status === 'closed'}
          tools={(send, setText) => <StaffTools saleUnit={data.SaleUnit} send={send} setText={setText} locale={locale} />} />
        <CustomerPanel c={data} locale={locale} />
      </div>
    </Page>
  );
}
