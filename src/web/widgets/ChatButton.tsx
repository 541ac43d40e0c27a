/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import type { RuleContext } from '../../engine';
import { useChatUnread } from '../api/chat';
import { localePrefix } from '../app/locale';
import { useLiveLists } from '../chat/use-live-lists';
import { rootSession } from '../session/root-session';
import { Icon } from './Icon';
import { chatButtonVisible } from './visibility';

/** Floating chat button linking to /chat/list. */
export function ChatButton({ ctx }: { ctx: RuleContext }) {
  if (!chatButtonVisible(ctx)) return null;
  return <ChatButtonLink locale={ctx.locale} />;
}

/**
 * The button with its unread badge: staff messages not yet read in any of the buyer's rooms,
 * kept live by the chat stream (a new message or a read receipt refreshes the count).
 */
function ChatButtonLink({ locale }: { locale: RuleContext['locale'] }) {
  const { t } = useTranslation();
  const { token } = useSnapshot(rootSession);
  useLiveLists('buyer', token);
  const unread = useChatUnread(token);
  const label = unread > 0 ? t('common:chat.buttonUnread', { count: unread }) : t('common:label.chat', 'Chat');
  // In a navigation landmark of its own: all content sits in a landmark (axe "region").
  return (
    <nav aria-label={t('common:label.chat', 'Chat')}>
      <Link
        to={`${localePrefix(locale)}/chat/list`}
        aria-label={label}
        data-testid="chat-button"
        sx={{ position: 'fixed', right: 16, bottom: [84, 84, 24], zIndex: 1200, width: 56, height: 56, borderRadius: '50%', bg: 'secondary', color: 'onSecondary', display: 'flex', alignItems: 'center', justifyContent: 'center', boxShadow: 'raised' }}
      >
        <Icon name="chat" size={26} />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="chat-button-unread"
            sx={{ position: 'absolute', top: -2, right: -2, minWidth: 22, height: 22, px: 1, borderRadius: 'pill', bg: 'primary', color: 'onPrimary', fontSize: 0, fontWeight: 'bold', display: 'flex', alignItems: 'center', justifyContent: 'center', border: '2px solid', borderColor: 'background' }}
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Link>
    </nav>
  );
}
