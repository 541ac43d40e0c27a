import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fetchMessages, markRead, refreshChat, sendMessage, type ChatMessage, type SendInput } from '../api/chat';
import type { ApiArea } from '../api/http';
import { liveStream, type LiveEvent } from './live';
import { serverRefusal } from '../api/server-texts';

export interface PendingMessage {
  ClientId: string;
  input: SendInput;
  state: 'sending' | 'failed';
}

export interface RoomState {
  messages: ChatMessage[];
  pending: PendingMessage[];
  hasMore: boolean;
  loading: boolean;
  notFound: boolean;
  /** The other side's read receipt (last message id they have seen). */
  otherReadId: number;
  connected: boolean;
}

const newClientId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `c${Date.now()}${Math.random().toString(16).slice(2)}`);

/** Keeps messages in id order with no duplicates (a live event and a page may carry the same one). */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((m) => [m.Id, m]));
  for (const m of incoming) byId.set(m.Id, m);
  return [...byId.values()].sort((a, b) => a.Id - b.Id);
}

/**
 * One conversation: the newest page, older pages on demand, live messages and read receipts from
 * the shared stream, gap filling after a reconnect, and sending with a client id (a failed send
 * is retried with the same id, so it is never stored twice).
 */
export function useRoom(area: ApiArea, conversationId: number | null, mySide: 'customer' | 'staff') {
  const client = useQueryClient();
  const [state, setState] = useState<RoomState>({ messages: [], pending: [], hasMore: false, loading: conversationId !== null, notFound: false, otherReadId: 0, connected: liveStream(area).connected });
  const idRef = useRef(conversationId);
  idRef.current = conversationId;
  const lastRead = useRef(0);

  const fillGap = useCallback(async (id: number, after: number) => {
    const r = await fetchMessages(area, id, { after, take: 100 });
    if (r.ok && r.data && idRef.current === id) setState((s) => ({ ...s, messages: mergeMessages(s.messages, r.data!.Data) }));
  }, [area]);

  useEffect(() => {
    setState((s) => ({ ...s, messages: [], pending: [], hasMore: false, notFound: false, loading: conversationId !== null }));
    lastRead.current = 0;
    if (conversationId === null) return;
    let live = true;
    void fetchMessages(area, conversationId, {}).then((r) => {
      if (!live) return;
      if (!r.ok || !r.data) { setState((s) => ({ ...s, loading: false, notFound: r.status === 404 })); return; }
      setState((s) => ({ ...s, loading: false, hasMore: r.data!.HasMore, messages: mergeMessages(s.messages, r.data!.Data) }));
    });
    return () => { live = false; };
  }, [area, conversationId]);

  useEffect(() => liveStream(area).subscribe((e: LiveEvent) => {
    const id = idRef.current;
    if (e.type === 'connection') setState((s) => ({ ...s, connected: e.connected }));
    if (e.type === 'message') {
      void refreshChat(client);
      if (e.message.ConversationId !== id) return;
      setState((s) => ({ ...s, messages: mergeMessages(s.messages, [e.message]), pending: s.pending.filter((p) => p.ClientId !== e.message.ClientId) }));
    } else if (e.type === 'read' && e.conversationId === id && e.side !== mySide) {
      setState((s) => ({ ...s, otherReadId: Math.max(s.otherReadId, e.readId) }));
    } else if ((e.type === 'ready' || e.type === 'reset') && id !== null) {
      setState((s) => {
        const last = s.messages.at(-1)?.Id ?? 0;
        void fillGap(id, last);
        return s;
      });
      void refreshChat(client);
    } else if (e.type === 'conversation') {
      void refreshChat(client);
    }
  }), [area, client, fillGap, mySide]);

  const loadOlder = useCallback(async () => {
    const id = idRef.current;
    const first = state.messages[0]?.Id;
    if (id === null || !first) return;
    const r = await fetchMessages(area, id, { before: first });
    if (r.ok && r.data) setState((s) => ({ ...s, hasMore: r.data!.HasMore, messages: mergeMessages(s.messages, r.data!.Data) }));
  }, [area, state.messages]);

  /** Sends; returns the server's 400 message (per field) for the composer, or null. */
  const send = useCallback(async (input: Omit<SendInput, 'ClientId'> & { ClientId?: string }): Promise<{ error: string | null; message?: ChatMessage }> => {
    const full: SendInput = { ...input, ClientId: input.ClientId ?? newClientId() };
    setState((s) => ({ ...s, pending: [...s.pending.filter((p) => p.ClientId !== full.ClientId), { ClientId: full.ClientId, input: full, state: 'sending' }] }));
    const r = await sendMessage(area, full);
    if (r.ok && r.data) {
      const m = r.data.Data;
      setState((s) => ({ ...s, messages: idRef.current === null || idRef.current === m.ConversationId ? mergeMessages(s.messages, [m]) : s.messages, pending: s.pending.filter((p) => p.ClientId !== full.ClientId) }));
      void refreshChat(client);
      return { error: null, message: m };
    }
    if (r.status === 0 || r.status >= 500) {
      setState((s) => ({ ...s, pending: s.pending.map((p) => (p.ClientId === full.ClientId ? { ...p, state: 'failed' } : p)) }));
      return { error: null };
    }
    setState((s) => ({ ...s, pending: s.pending.filter((p) => p.ClientId !== full.ClientId) }));
    return { error: r.exception ? serverRefusal(r.exception) : String(r.status) };
  }, [area, client]);

  /** Read receipt for what is on screen (only while the tab is visible). */
  useEffect(() => {
    const id = conversationId;
    const last = [...state.messages].reverse().find((m) => m.Side !== mySide)?.Id ?? 0;
    if (id === null || last <= lastRead.current) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || last <= lastRead.current) return;
      lastRead.current = last;
      void markRead(area, id, last).then(() => refreshChat(client));
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [area, client, conversationId, mySide, state.messages]);

  return { ...state, loadOlder, send, setOtherReadId: (n: number) => setState((s) => ({ ...s, otherReadId: Math.max(s.otherReadId, n) })) };
}
