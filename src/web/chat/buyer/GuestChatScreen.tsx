/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { localized } from '../../layouts/shared/MenuLink';
import { Card } from '../../buyer/shared/ui';
import { useBuyer } from '../../buyer/shared/use-viewer';
import { BuyerRoom } from './BuyerChatRoomScreen';

/**
 * `/chat/guest`: a visitor asks before signing in (guest session); the conversation moves to their
 * account when they log in. A signed-in customer is sent to their own room.
 */
export default function GuestChatScreen() {
  const { t } = useTranslation();
  const { token, guest, authenticated, user, locale } = useBuyer();
  if (authenticated && !guest) return <Navigate to={localized('/chat/list/room', locale)} replace />;
  if (!token || !guest) {
    return (
      <Card testId="chat-guest-login">
        <p>{t('common:chat.loginToChat')}</p>
        <Link to={localized('/login', locale)} sx={{ variant: 'buttons.primary', px: 3, py: 2, textDecoration: 'none', display: 'inline-block' }}>{t('common:chat.guestLogin')}</Link>
      </Card>
    );
  }
  const su = user ? String(user.ActiveDC ?? user.SALEUNIT ?? '') || null : null;
  return <BuyerRoom saleUnit={su} guest />;
}
