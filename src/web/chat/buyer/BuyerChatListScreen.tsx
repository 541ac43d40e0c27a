/** @jsxImportSource theme-ui */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { conversationsQueryOptions, type Conversation } from '../../api/chat';
import { localized } from '../../layouts/shared/MenuLink';
import { Badge, Card, EmptyState, PageTitle, Skeleton } from '../../buyer/shared/ui';
import { useBuyer } from '../../buyer/shared/use-viewer';
import { chatTime } from '../MessageBubble';
import { useLiveLists } from '../use-live-lists';
import { useTitleCount } from '../use-title-count';

export function previewOf(c: Conversation, t: (k: string) => string, mySide: 'customer' | 'staff'): string {
  const m = c.LastMessage;
  if (!m) return '';
  const who = m.Side === mySide ? `${t('common:chat.you')}: ` : '';
  return who + (m.Text ? m.Text : t(`common:chat.kind.${m.Kind}`));
}

/** `/chat/list`: the buyer's conversations (one per centre) with unread counts and the last message. */
export default function BuyerChatListScreen() {
  const { t } = useTranslation();
  const { token, locale } = useBuyer();
  useLiveLists('buyer', token);
  useTitleCount('buyer', 'customer');
  const { data, isPending } = useQuery(conversationsQueryOptions(token));
  const start = <Link to={localized('/chat/list/room', locale)} data-testid="chat-new" sx={{ variant: 'buttons.primary', px: 3, py: 2, textDecoration: 'none', display: 'inline-block' }}>{t('common:chat.contactSupport')}</Link>;
  return (
    <div sx={{ maxWidth: 720, mx: 'auto' }}>
      <PageTitle action={start}>{t('common:title.chat')}</PageTitle>
      {isPending && <Card><Skeleton height={120} /></Card>}
      {data && data.Data.length === 0 && <Card><EmptyState icon="chat" title={t('common:chat.noConversations')} text={t('common:chat.noConversationsText')} /></Card>}
      {data && data.Data.length > 0 && (
        <ul sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
          {data.Data.map((c) => (
            <li key={c.Id}>
              <Link to={localized(`/chat/list/${c.Id}`, locale)} data-testid="chat-conversation" sx={{ display: 'flex', gap: 3, alignItems: 'center', p: 3, bg: 'background', borderRadius: 'default', boxShadow: 'card', color: 'text', textDecoration: 'none' }}>
                <span sx={{ flex: 1, minWidth: 0 }}>
                  <strong sx={{ display: 'block' }}>{c.CentreName}</strong>
                  <span sx={{ display: 'block', fontSize: 1, color: 'textMuted', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{previewOf(c, t, 'customer')}</span>
                </span>
                <span sx={{ textAlign: 'right', flexShrink: 0 }}>
                  {c.LastMessage && <span sx={{ display: 'block', fontSize: 0, color: 'textMuted' }}>{chatTime(c.LastMessage.At, locale)}</span>}
                  {c.Unread > 0 && <Badge testId="chat-unread">{c.Unread}</Badge>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
