/** @jsxImportSource theme-ui */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { chatKeys, fetchConversation, fetchRoom, refreshChat } from '../../api/chat';
import { localized } from '../../layouts/shared/MenuLink';
import { Card, PageTitle, Skeleton } from '../../buyer/shared/ui';
import { useBuyer } from '../../buyer/shared/use-viewer';
import { ChatRoom } from '../ChatRoom';
import { rememberGuestChat } from '../guest-handover';

/** What an order page hands to the room ("order-to-support"). */
export interface OrderToSupport { orderId: string; saleUnit: string; order?: { Total?: number; Status?: string; Lines?: number }; sale?: string }

function OrderDraft({ o }: { o: OrderToSupport }) {
  const { t } = useTranslation();
  return (
    <div data-testid="chat-order-draft" sx={{ p: 2, borderRadius: 'default', border: '1px dashed', borderColor: 'border', fontSize: 1 }}>
      <span sx={{ display: 'block', fontSize: 0, color: 'textMuted' }}>{t('common:chat.orderCard')}</span>
      <strong>{o.orderId}</strong>
    </div>
  );
}

/**
 * `/chat/list/room/{saleUnit?}` (default: the active centre) and `/chat/guest`: the buyer's
 * conversation with a centre, created by the first message. An order page opens it with the
 * order as a card waiting above the composer.
 */
export function BuyerRoom({ saleUnit, guest }: { saleUnit: string | null; guest?: boolean }) {
  const { t } = useTranslation();
  const { token, locale } = useBuyer();
  const client = useQueryClient();
  const navigate = useNavigate();
  const state = useLocation().state as { orderToSupport?: OrderToSupport } | null;
  const [order, setOrder] = useState<OrderToSupport | null>(state?.orderToSupport ?? null);
  const [created, setCreated] = useState<number | null>(null);
  const { data, isPending } = useQuery({
    queryKey: chatKeys.room(saleUnit),
    queryFn: async () => { const r = await fetchRoom(saleUnit); return r.ok && r.data ? r.data : null; },
    enabled: !!token,
  });
  if (isPending) return <Card><Skeleton height={320} /></Card>;
  if (!data) return <Card><p role="alert">{t('common:chat.unavailable')}</p></Card>;
  const conversationId = data.Data?.Id ?? created;
  return (
    <div sx={{ maxWidth: 760, mx: 'auto' }}>
      <PageTitle sub={data.CentreName}>{t('common:chat.supportTitle')}</PageTitle>
      {guest && (
        <p data-testid="chat-guest-note" sx={{ fontSize: 1, mt: 0 }}>
          {t('common:chat.guestNote')} <Link to={localized('/login?redirect=/chat/list', locale)} sx={{ color: 'secondaryText' }}>{t('common:chat.guestLogin')}</Link>
        </p>
      )}
      <ChatRoom
        area="buyer" mySide="customer" locale={locale} conversationId={conversationId} target={{ SaleUnit: data.SaleUnit }}
        closed={data.Data?.Status === 'closed'}
        onConversation={(id) => {
          setCreated(id);
          if (guest && token) rememberGuestChat(token);
          void refreshChat(client);
        }}
        draft={order ? {
          node: <OrderDraft o={order} />,
          input: { Kind: 'order', OrderId: order.orderId },
          clear: () => { setOrder(null); void navigate('.', { replace: true, state: null }); },
        } : null}
      />
    </div>
  );
}

export default function BuyerChatRoomScreen() {
  const { id } = useParams();
  const { user } = useBuyer();
  const active = user ? String(user.ActiveDC ?? user.SALEUNIT ?? '') || null : null;
  return <BuyerRoom saleUnit={id ?? active} />;
}

/** `/chat/list/{id}`: one conversation by id (404 for anybody else's). */
export function BuyerChatConversationScreen() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { token, locale } = useBuyer();
  const valid = Number.isInteger(id) && id > 0;
  const { data, isPending } = useQuery({
    queryKey: chatKeys.conversation('buyer', id),
    queryFn: async () => { const r = await fetchConversation('buyer', id); return r.ok && r.data ? r.data.Data : null; },
    enabled: !!token && valid,
  });
  if (valid && isPending) return <Card><Skeleton height={320} /></Card>;
  if (!data) {
    return (
      <Card testId="chat-not-found">
        <p role="alert">{t('common:chat.notFound')}</p>
        <Link to={localized('/chat/list', locale)} sx={{ color: 'secondaryText' }}>{t('common:title.chat')}</Link>
      </Card>
    );
  }
  return (
    <div sx={{ maxWidth: 760, mx: 'auto' }}>
      <PageTitle sub={data.CentreName}>{t('common:chat.supportTitle')}</PageTitle>
      <ChatRoom area="buyer" mySide="customer" locale={locale} conversationId={data.Id} target={{ SaleUnit: data.SaleUnit }} closed={data.Status === 'closed'} />
    </div>
  );
}
