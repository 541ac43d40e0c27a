/** @jsxImportSource theme-ui */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { chatKeys, fetchInbox, type InboxView } from '../../api/chat';
import { localized } from '../../layouts/shared/MenuLink';
import { Card, Empty, Page, Pager, Pill, Tabs } from '../../merchant/ui/kit';
import { merchantSession } from '../../session/merchant-session';
import { previewOf } from '../buyer/BuyerChatListScreen';
import { chatTime } from '../MessageBubble';
import { useLiveLists } from '../use-live-lists';
import { useTitleCount } from '../use-title-count';
import { QuickRepliesEditor } from './StaffTools';

const TAKE = 30;

/** `/merchant/support/chat`: the selected centre's conversations by view (unread, mine, open, closed, all), searchable by customer. */
export default function MerchantChatInboxScreen() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const { selectedDist, token } = useSnapshot(merchantSession);
  const [view, setView] = useState<InboxView>('open');
  const [q, setQ] = useState('');
  const [text, setText] = useState('');
  const [skip, setSkip] = useState(0);
  useLiveLists('merchant', token);
  useTitleCount('merchant', 'staff');
  const { data, isPending } = useQuery({
    queryKey: chatKeys.inbox(selectedDist, view, q, skip),
    queryFn: async () => { const r = await fetchInbox({ saleUnit: selectedDist, view, q, skip, take: TAKE }); return r.ok && r.data ? r.data : { Data: [], Total: 0, Unread: 0, refused: r.exception?.Message ?? '' }; },
    enabled: !!token,
  });
  const tabs: { id: InboxView; label: string }[] = [
    { id: 'unread', label: `${t('common:chat.view.unread')}${data?.Unread ? ` (${data.Unread})` : ''}` },
    { id: 'mine', label: t('common:chat.view.mine') },
    { id: 'open', label: t('common:chat.view.open') },
    { id: 'closed', label: t('common:chat.view.closed') },
    { id: 'all', label: t('common:chat.view.all') },
  ];
  const refused = data && 'refused' in data ? data.refused : '';
  return (
    <Page title={t('common:title.chat')}>
      <Tabs tabs={tabs} value={view} onChange={(v) => { setView(v); setSkip(0); }} label={t('common:title.chat')} />
      <form role="search" onSubmit={(e) => { e.preventDefault(); setQ(text.trim()); setSkip(0); }} sx={{ display: 'flex', gap: 2, my: 3 }}>
        <input value={text} onChange={(e) => setText(e.target.value)} aria-label={t('common:chat.searchCustomer')} placeholder={t('common:chat.searchCustomer')} data-testid="chat-inbox-search"
          sx={{ flex: 1, p: 2, border: '1px solid', borderColor: 'border', borderRadius: 'default', fontFamily: 'body' }} />
        <button type="submit" sx={{ variant: 'buttons.outline' }}>{t('common:chat.find')}</button>
      </form>
      <Card>
        {refused && <p role="alert">{refused}</p>}
        {isPending && <p>{t('common:label.loading')}</p>}
        {data && !refused && data.Data.length === 0 && <Empty>{t('common:chat.inboxEmpty')}</Empty>}
        <ul sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data?.Data.map((c) => (
            <li key={c.Id} sx={{ borderBottom: '1px solid', borderColor: 'border' }}>
              <Link to={localized(`/merchant/support/chat/${encodeURIComponent(c.Customer.Code)}`, locale)} data-testid="chat-inbox-row"
                sx={{ display: 'flex', gap: 3, py: 2, color: 'text', textDecoration: 'none', alignItems: 'center' }}>
                <span sx={{ flex: 1, minWidth: 0 }}>
                  <strong sx={{ display: 'block' }}>{c.Customer.Name || c.Customer.Code} <span sx={{ fontWeight: 'normal', color: 'textMuted', fontSize: 1 }}>{c.Customer.Kind === 'guest' ? t('common:chat.guest') : c.Customer.Code}</span></strong>
                  <span sx={{ display: 'block', fontSize: 1, color: 'textMuted', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{previewOf(c, t, 'staff')}</span>
                </span>
                <span sx={{ textAlign: 'right', flexShrink: 0, fontSize: 0 }}>
                  {c.LastMessage && <span sx={{ display: 'block', color: 'textMuted' }}>{chatTime(c.LastMessage.At, locale)}</span>}
                  {c.AssignedName && <span sx={{ display: 'block' }}>{c.AssignedName}</span>}
                  {c.Status === 'closed' && <Pill color="textMuted">{t('common:chat.view.closed')}</Pill>}
                  {c.Unread > 0 && <Pill color="primary"><span data-testid="chat-unread">{c.Unread}</span></Pill>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        {data && data.Total > TAKE && <Pager skip={skip} take={TAKE} total={data.Total} onChange={setSkip} labels={{ previous: t('common:chat.previous'), next: t('common:chat.next'), page: t('common:chat.page') }} />}
      </Card>
      <QuickRepliesEditor saleUnit={selectedDist} />
    </Page>
  );
}
