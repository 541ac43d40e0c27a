/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RuleContext } from '../../engine';
import { localePrefix } from '../app/locale';
import { Icon } from './Icon';
import { chatButtonVisible } from './visibility';

/** Floating chat button linking to /chat/list. */
export function ChatButton({ ctx }: { ctx: RuleContext }) {
  const { t } = useTranslation();
  if (!chatButtonVisible(ctx)) return null;
  // In a navigation landmark of its own: all content sits in a landmark (axe "region").
  return (
    <nav aria-label={t('common:label.chat', 'Chat')}>
      <Link
        to={`${localePrefix(ctx.locale)}/chat/list`}
        aria-label={t('common:label.chat', 'Chat')}
        sx={{ position: 'fixed', right: 16, bottom: [84, 84, 24], zIndex: 1200, width: 56, height: 56, borderRadius: '50%', bg: 'secondary', color: 'onSecondary', display: 'flex', alignItems: 'center', justifyContent: 'center', boxShadow: 'raised' }}
      >
        <Icon name="chat" size={26} />
      </Link>
    </nav>
  );
}
