/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../domain/order-status';
import type { ChatMessage, OrderCard, ProductCard } from '../api/chat';
import type { ApiArea } from '../api/http';
import { localized } from '../layouts/shared/MenuLink';
import { AuthImage } from '../widgets/AuthImage';
import { formatDate } from '../../engine';

const money = (n: number, locale: string) => n.toLocaleString(locale === 'en' ? 'en-US' : 'th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const chatTime = (iso: string, locale: string) => formatDate(iso, 'dayMonthTime', locale);

function OrderCardView({ card, area, locale }: { card: OrderCard; area: ApiArea; locale: 'th' | 'en' }) {
  const { t } = useTranslation();
  const to = area === 'merchant' ? `/merchant/order/${encodeURIComponent(card.OrderId)}/${encodeURIComponent(card.SaleUnit)}` : `/history/${encodeURIComponent(card.OrderId)}/${encodeURIComponent(card.SaleUnit)}`;
  return (
    <Link to={localized(to, locale)} data-testid="chat-order-card" sx={{ display: 'block', p: 2, mt: 1, borderRadius: 'default', bg: 'background', color: 'text', textDecoration: 'none', border: '1px solid', borderColor: 'border' }}>
      <span sx={{ display: 'block', fontSize: 0, color: 'textMuted' }}>{t('common:chat.orderCard')}</span>
      <strong sx={{ display: 'block' }}>{card.OrderId}</strong>
      <span sx={{ display: 'block', fontSize: 1 }}>{t('common:chat.orderSummary', { count: card.Lines, total: money(card.Total, locale), status: ORDER_STATUS_LABELS[card.Status as OrderStatus]?.[locale] ?? card.Status })}</span>
    </Link>
  );
}

function ProductCardView({ card, area, locale }: { card: ProductCard; area: ApiArea; locale: 'th' | 'en' }) {
  const { t } = useTranslation();
  const name = locale === 'en' && card.NameEn ? card.NameEn : card.NameTh;
  const unit = locale === 'en' && card.UnitEn ? card.UnitEn : card.UnitTh;
  const body = (
    <>
      <span sx={{ display: 'block', fontSize: 0, color: 'textMuted' }}>{t('common:chat.productCard')}</span>
      <strong sx={{ display: 'block' }}>{name}</strong>
      <span sx={{ display: 'block', fontSize: 1 }}>{card.P_Code}{unit ? ` · ${unit}` : ''}</span>
    </>
  );
  const style = { display: 'block', p: 2, mt: 1, borderRadius: 'default', bg: 'background', color: 'text', textDecoration: 'none', border: '1px solid', borderColor: 'border' } as const;
  if (area === 'merchant') return <div data-testid="chat-product-card" sx={style}>{body}</div>;
  return <Link to={localized(`/product/${encodeURIComponent(card.P_Code)}`, locale)} data-testid="chat-product-card" sx={style}>{body}</Link>;
}

/** One message. Text is rendered as text (React escapes it): nothing a sender types becomes markup. */
export function MessageBubble({ m, mine, area, locale, status }: { m: ChatMessage; mine: boolean; area: ApiArea; locale: 'th' | 'en'; status?: string }) {
  return (
    <li data-testid="chat-message" data-side={m.Side} data-mine={mine ? 'Y' : 'N'} sx={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start', mb: 2 }}>
      {!mine && <span sx={{ fontSize: 0, color: 'textMuted', mb: '2px' }}>{m.SenderName}</span>}
      <div sx={{ maxWidth: ['85%', '70%'], px: 3, py: 2, borderRadius: 'default', bg: mine ? 'primary' : 'muted', color: mine ? 'onPrimary' : 'text', overflowWrap: 'anywhere' }}>
        {m.Kind === 'image' && m.ImageUrl && <AuthImage src={m.ImageUrl} alt={m.Text || 'image'} area={area} maxHeight={260} />}
        {m.Text && <p data-testid="chat-text" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>{m.Text}</p>}
        {m.Card?.Type === 'order' && <OrderCardView card={m.Card} area={area} locale={locale} />}
        {m.Card?.Type === 'product' && <ProductCardView card={m.Card} area={area} locale={locale} />}
      </div>
      <span sx={{ fontSize: 0, color: 'textMuted', mt: '2px' }}>{chatTime(m.CreatedAt, locale)}{status ? ` · ${status}` : ''}</span>
    </li>
  );
}
