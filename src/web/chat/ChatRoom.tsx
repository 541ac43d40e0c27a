/** @jsxImportSource theme-ui */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadChatImage, type ChatMessage, type SendInput } from '../api/chat';
import type { ApiArea } from '../api/http';
import { CHAT_TEXT_MAX } from '../../domain/chat';
import { MessageBubble } from './MessageBubble';
import { useRoom } from './use-room';
import { useTitleCount } from './use-title-count';
import { serverRefusal } from '../api/server-texts';

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type Send = (input: Omit<SendInput, 'ClientId' | 'SaleUnit' | 'ConversationId'>) => Promise<string | null>;

export interface ChatRoomProps {
  area: ApiArea;
  mySide: 'customer' | 'staff';
  conversationId: number | null;
  /** Where a message goes: a centre (buyer) or the conversation (staff). */
  target: { SaleUnit: string } | { ConversationId: number };
  locale: 'th' | 'en';
  closed?: boolean;
  /** The first message created the conversation (buyer): its id. */
  onConversation?: (id: number) => void;
  /** A card waiting above the composer (order-to-support). */
  draft?: { node: ReactNode; input: Omit<SendInput, 'ClientId' | 'SaleUnit' | 'ConversationId'>; clear: () => void } | null;
  tools?: (send: Send, setText: (text: string) => void) => ReactNode;
}

/** The conversation view both sides use: history with paging, live messages, read receipts, the composer. */
export function ChatRoom({ area, mySide, conversationId, target, locale, closed, onConversation, draft, tools }: ChatRoomProps) {
  const { t } = useTranslation();
  const room = useRoom(area, conversationId, mySide);
  useTitleCount(area, mySide);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const stick = useRef(true);

  useLayoutEffect(() => {
    const el = listRef.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [room.messages.length, room.pending.length]);

  useEffect(() => { setError(null); }, [conversationId]);

  const deliver = async (input: Omit<SendInput, 'ClientId' | 'SaleUnit' | 'ConversationId'>, clientId?: string): Promise<string | null> => {
    stick.current = true;
    const r = await room.send({ ...input, ...target, ...(clientId ? { ClientId: clientId } : {}) });
    if (r.message && conversationId === null) onConversation?.(r.message.ConversationId);
    return r.error;
  };

  const submit = async () => {
    const body = text.trim();
    if (!body && !draft) return;
    setBusy(true);
    setError(null);
    const err = draft ? await deliver({ ...draft.input, Text: body }) : await deliver({ Kind: 'text', Text: body });
    setBusy(false);
    if (err) { setError(err); return; }
    setText('');
    draft?.clear();
  };

  const pickImage = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.size > MAX_IMAGE_BYTES) { setError(t('common:chat.imageTooLarge')); return; }
    setBusy(true);
    const up = await uploadChatImage(area, file);
    if (!up.ok || !up.data) {
      setBusy(false);
      setError(up.exception ? serverRefusal(up.exception) : t('common:chat.sendFailed'));
      return;
    }
    const err = await deliver({ Kind: 'image', UploadId: up.data.UploadId, Text: '' });
    setBusy(false);
    if (err) setError(err);
  };

  const lastMine = [...room.messages].reverse().find((m) => m.Side === mySide);
  const receipt = (m: ChatMessage) => (m === lastMine ? (room.otherReadId >= m.Id ? t('common:chat.read') : t('common:chat.sent')) : undefined);

  if (room.notFound) {
    return <p data-testid="chat-not-found" role="alert" sx={{ p: 3 }}>{t('common:chat.notFound')}</p>;
  }

  return (
    <div data-testid="chat-room" sx={{ display: 'flex', flexDirection: 'column', height: ['calc(100dvh - 280px)', 'calc(100dvh - 240px)'], minHeight: 360, bg: 'background', borderRadius: 'default', boxShadow: 'card', overflow: 'hidden' }}>
      {!room.connected && conversationId !== null && <p data-testid="chat-offline" sx={{ m: 0, px: 3, py: 1, fontSize: 0, bg: 'muted', color: 'textMuted' }}>{t('common:chat.reconnecting')}</p>}
      <ul ref={listRef} aria-live="polite" aria-label={t('common:chat.messages')} onScroll={(e) => { const el = e.currentTarget; stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 60; }}
        sx={{ flex: 1, overflowY: 'auto', listStyle: 'none', m: 0, p: 3, display: 'flex', flexDirection: 'column' }}>
        {/* Pushes a short conversation to the bottom, next to the composer, as chat apps do. */}
        <li aria-hidden sx={{ mt: 'auto' }} />
        {room.hasMore && (
          <li sx={{ textAlign: 'center', mb: 2 }}>
            <button type="button" onClick={() => { stick.current = false; void room.loadOlder(); }} sx={{ variant: 'buttons.ghost', fontSize: 1 }}>{t('common:chat.older')}</button>
          </li>
        )}
        {!room.loading && room.messages.length === 0 && room.pending.length === 0 && <li sx={{ color: 'textMuted', textAlign: 'center', mt: 4 }}>{t('common:chat.empty')}</li>}
        {room.messages.map((m) => <MessageBubble key={m.Id} m={m} mine={m.Side === mySide} area={area} locale={locale} status={receipt(m)} />)}
        {room.pending.map((p) => (
          <li key={p.ClientId} data-testid="chat-pending" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', mb: 2, opacity: 0.7 }}>
            <div sx={{ maxWidth: ['85%', '70%'], px: 3, py: 2, borderRadius: 'default', bg: 'primary', color: 'onPrimary', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{p.input.Text || t(`common:chat.kind.${p.input.Kind}`)}</div>
            {p.state === 'failed'
              ? <button type="button" onClick={() => void deliver(p.input, p.ClientId)} sx={{ variant: 'buttons.ghost', fontSize: 0, color: 'errorText' }}>{t('common:chat.retry')}</button>
              : <span sx={{ fontSize: 0, color: 'textMuted' }}>{t('common:chat.sending')}</span>}
          </li>
        ))}
      </ul>
      {closed && <p sx={{ m: 0, px: 3, py: 1, fontSize: 1, bg: 'muted' }}>{t(mySide === 'customer' ? 'common:chat.closedBuyer' : 'common:chat.closedStaff')}</p>}
      {draft && <div data-testid="chat-draft" sx={{ px: 3, pt: 2, display: 'flex', gap: 2, alignItems: 'center' }}><div sx={{ flex: 1 }}>{draft.node}</div><button type="button" aria-label={t('common:chat.removeCard')} onClick={draft.clear} sx={{ variant: 'buttons.ghost' }}>×</button></div>}
      {error && <p role="alert" data-testid="chat-error" sx={{ m: 0, px: 3, pt: 2, color: 'errorText', fontSize: 1 }}>{error}</p>}
      {tools && <div sx={{ px: 3, pt: 2 }}>{tools(deliver, setText)}</div>}
      <form onSubmit={(e) => { e.preventDefault(); void submit(); }} sx={{ display: 'flex', gap: 2, p: 3, alignItems: 'flex-end', borderTop: '1px solid', borderColor: 'border' }}>
        <input ref={fileRef} type="file" accept="image/jpeg,image/png,image/webp" hidden data-testid="chat-file" onChange={(e) => { void pickImage(e.target.files?.[0]); e.target.value = ''; }} />
        <button type="button" onClick={() => fileRef.current?.click()} aria-label={t('common:chat.attachImage')} disabled={busy} sx={{ variant: 'buttons.outline', px: 2, minWidth: 44, minHeight: 44, fontSize: 3, lineHeight: 1 }}>+</button>
        <textarea value={text} onChange={(e) => setText(e.target.value)} maxLength={CHAT_TEXT_MAX} rows={1} aria-label={t('common:chat.typeMessage')} placeholder={t('common:chat.typeMessage')}
          onKeyDown={(e) => { if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) { e.preventDefault(); void submit(); } }}
          sx={{ flex: 1, resize: 'none', fontFamily: 'body', fontSize: 2, p: 2, minHeight: 44, maxHeight: 120, borderRadius: 'default', border: '1px solid', borderColor: 'border' }} />
        <button type="submit" disabled={busy || (!text.trim() && !draft)} sx={{ variant: 'buttons.primary', minHeight: 44, px: 3 }}>{t('common:chat.send')}</button>
      </form>
    </div>
  );
}
