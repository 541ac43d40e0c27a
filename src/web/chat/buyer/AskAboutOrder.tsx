/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useOrder } from '../../api/orders';
import { localized } from '../../layouts/shared/MenuLink';
import { Button } from '../../buyer/shared/ui';
import { useBuyer } from '../../buyer/shared/use-viewer';
import type { OrderToSupport } from './BuyerChatRoomScreen';

/**
 * Block on the order page (bundle screen `buyer.orderDetail`, shown when chat is on): opens the
 * support room of the order's centre with the order as a card ready to send.
 */
export default function AskAboutOrder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { orderid = '', saleunit } = useParams();
  const { token, locale } = useBuyer();
  const { data } = useOrder(token, orderid, saleunit ?? null);
  if (!data) return null;
  const o = data.Order;
  const orderToSupport: OrderToSupport = { orderId: o.OrderID, saleUnit: o.SaleUnit, order: { Total: o.Total, Status: o.Status, Lines: data.Lines.length }, sale: o.Mode };
  return (
    <div sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end' }}>
      <Button variant="outline" data-testid="ask-about-order" onClick={() => void navigate(localized(`/chat/list/room/${encodeURIComponent(o.SaleUnit)}`, locale), { state: { orderToSupport } })}>
        {t('common:chat.askAboutOrder')}
      </Button>
    </div>
  );
}
