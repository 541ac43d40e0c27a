/** @jsxImportSource theme-ui */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchInbox, openInboxMessage, type InboxMessage } from '../api/broadcasts';
import { localized } from '../layouts/shared/MenuLink';
import { formatBuyerWhen } from './format';

const inboxKey = (token: string | null) => ['broadcasts', 'inbox', token];

/**
 * The buyer's broadcasts at the top of the news list (`/profile/newslist`): unread ones marked;
 * opening one shows it in full and marks it read on the server.
 */
export function BuyerInbox({ token, locale }: { token: string | null; locale: 'th' | 'en' }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState<number | null>(null);
  const { data } = useQuery({
    queryKey: inboxKey(token),
    queryFn: async () => { const r = await fetchInbox(); return r.ok && r.data ? r.data : { Data: [], Unread: 0, Total: 0 }; },
    enabled: !!token,
  });
  if (!data || data.Data.length === 0) return null;
  const title = (m: InboxMessage) => (locale === 'en' && m.TitleEn ? m.TitleEn : m.Title);
  const body = (m: InboxMessage) => (locale === 'en' && m.DetailEn ? m.DetailEn : m.Detail);
  const toggle = async (m: InboxMessage) => {
    setOpen((cur) => (cur === m.Id ? null : m.Id));
    if (m.ReadAt) return;
    const r = await openInboxMessage(m.Id);
    if (r.ok && r.data) {
      const readAt = r.data.Data.ReadAt;
      client.setQueryData(inboxKey(token), { ...data, Unread: Math.max(0, data.Unread - 1), Data: data.Data.map((x) => (x.Id === m.Id ? { ...x, ReadAt: readAt } : x)) });
    }
  };
  const external = (href: string) => /^https?:\/\//.test(href);
  return (
    <section aria-label={t('buyer:news.messages')} data-testid="broadcast-inbox" sx={{ mb: 4 }}>
      <h2 sx={{ fontSize: 3, m: 0, mb: 2 }}>{t('buyer:news.messages')}{data.Unread > 0 && <span sx={{ ml: 2, fontSize: 1, color: 'primaryText' }}>{t('buyer:news.unread', { count: data.Unread })}</span>}</h2>
      <ul sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {data.Data.map((m) => (
          <li key={m.Id} data-testid="broadcast-message" data-read={m.ReadAt ? 'Y' : 'N'} sx={{ bg: 'background', borderRadius: 'default', boxShadow: 'card', overflow: 'hidden' }}>
            <button type="button" aria-expanded={open === m.Id} onClick={() => void toggle(m)}
              sx={{ display: 'flex', width: '100%', gap: 2, alignItems: 'center', textAlign: 'left', p: 3, border: 0, bg: 'transparent', cursor: 'pointer', fontFamily: 'body', color: 'text' }}>
              <span aria-hidden sx={{ width: 10, height: 10, borderRadius: 'pill', flexShrink: 0, bg: m.ReadAt ? 'transparent' : 'primary' }} />
              <span sx={{ flex: 1, minWidth: 0 }}>
                <strong sx={{ display: 'block', fontWeight: m.ReadAt ? 'body' : 'bold' }}>{title(m)}{!m.ReadAt && <span sx={{ position: 'absolute', left: '-9999px' }}> ({t('buyer:news.new')})</span>}</strong>
                <span sx={{ fontSize: 0, color: 'textMuted' }}>{formatBuyerWhen(m.PublishAt, locale)}</span>
              </span>
            </button>
            {open === m.Id && (
              <div sx={{ px: 3, pb: 3 }}>
                {m.Image && <img src={m.Image} alt="" sx={{ display: 'block', maxWidth: '100%', maxHeight: 280, borderRadius: 'default', mb: 2 }} />}
                <p sx={{ m: 0, whiteSpace: 'pre-wrap' }}>{body(m)}</p>
                {m.Link && (external(m.Link)
                  ? <a href={m.Link} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-block', mt: 2, color: 'secondaryText' }}>{t('buyer:news.openLink')}</a>
                  : <Link to={localized(m.Link, locale)} sx={{ display: 'inline-block', mt: 2, color: 'secondaryText' }}>{t('buyer:news.openLink')}</Link>)}
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
