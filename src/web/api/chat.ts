import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiArea } from './http';
import { apiFetch } from './client';
import { refetchNow } from './refetch-now';

/** Support chat (api/chat/*, docs/chat.md). `area` picks the token: the buyer's (customer or guest) or the back office's. */
export interface ChatMessage {
  Id: number;
  ConversationId: number;
  ClientId: string;
  Side: 'customer' | 'staff';
  SenderName: string;
  Kind: 'text' | 'image' | 'order' | 'product';
  Text: string;
  ImageUrl: string | null;
  Card: OrderCard | ProductCard | null;
  CreatedAt: string;
}

export interface OrderCard { Type: 'order'; OrderId: string; SaleUnit: string; Status: string; Mode: string; Total: number; Lines: number; CreatedAt: string }
export interface ProductCard { Type: 'product'; P_Code: string; NameTh: string; NameEn: string; UnitTh: string; UnitEn: string; Image: string }

export interface Conversation {
  Id: number;
  SaleUnit: string;
  CentreName: string;
  Status: 'open' | 'closed';
  AssignedTo: string | null;
  AssignedName: string | null;
  Customer: { Kind: 'customer' | 'guest'; Code: string; Name: string; MobileNo: string };
  LastMessage: { Id: number; Kind: ChatMessage['Kind']; Text: string; Side: string; At: string } | null;
  Unread: number;
  CustomerReadId: number;
  StaffReadId: number;
}

/** `GET api/chat/conversations`: the viewer's conversations and how many are unread. */
export interface ChatInbox { Data: Conversation[]; Unread: number }

export type InboxView = 'unread' | 'mine' | 'open' | 'closed' | 'all';

export interface SendInput {
  ClientId: string;
  Kind: ChatMessage['Kind'];
  Text?: string;
  SaleUnit?: string;
  ConversationId?: number;
  UploadId?: string;
  OrderId?: string;
  ProductCode?: string;
}

export interface CustomerContext {
  Customer: { CustomerCode: string; Name: string; MobileNo: string; Email: string; Address: string; CompanyCode: string; AuthorizeAmount: number; DebtAmount: number; Since: string } | null;
  Orders: { OrderId: string; Status: string; Mode: string; Total: number; CreatedAt: string }[];
}

export const chatKeys = {
  all: ['chat'] as const,
  conversations: (area: ApiArea) => ['chat', area, 'conversations'] as const,
  conversation: (area: ApiArea, id: number) => ['chat', area, 'conversation', id] as const,
  room: (saleUnit: string | null) => ['chat', 'buyer', 'room', saleUnit] as const,
  inbox: (saleUnit: string | null, view: InboxView, q: string, skip: number) => ['chat', 'merchant', 'inbox', saleUnit, view, q, skip] as const,
};

/** Every chat query read again after a live event, a send or a read (refetch-now.ts says why it cancels first). */
export function refreshChat(client: QueryClient): Promise<void> {
  return refetchNow(client, { queryKey: chatKeys.all });
}

export function fetchConversations() {
  return apiFetch<ChatInbox>({ path: 'api/chat/conversations' }, { expect: [403] });
}

/** The buyer's conversations with the total of unread staff messages (403: chat is not for this session). */
export const conversationsQueryOptions = (token: string | null) => queryOptions({
  queryKey: chatKeys.conversations('buyer'),
  queryFn: async () => { const r = await fetchConversations(); return r.ok && r.data ? r.data : { Data: [], Unread: 0 }; },
  enabled: !!token,
});

/** Unread staff messages over all the buyer's rooms (0 until known); live when useLiveLists runs. */
export function useChatUnread(token: string | null): number {
  return useQuery(conversationsQueryOptions(token)).data?.Unread ?? 0;
}

export function fetchConversation(area: ApiArea, id: number) {
  return apiFetch<{ Data: Conversation }>({ path: `api/chat/conversations/${id}`, area }, { expect: [403, 404] });
}

export function fetchRoom(saleUnit: string | null) {
  return apiFetch<{ Data: Conversation | null; SaleUnit: string; CentreName: string }>({ path: 'api/chat/room', query: { saleUnit: saleUnit ?? undefined } }, { expect: [400, 403] });
}

export function fetchMessages(area: ApiArea, id: number, q: { before?: number; after?: number; take?: number }) {
  return apiFetch<{ Data: ChatMessage[]; HasMore: boolean }>({ path: `api/chat/conversations/${id}/messages`, area, query: q }, { expect: [404] });
}

/** 400 (per field) is the composer's to show; a network failure (status 0) is retried with the same ClientId. */
export function sendMessage(area: ApiArea, body: SendInput) {
  return apiFetch<{ Data: ChatMessage; Created: boolean }>({ method: 'POST', path: 'api/chat/messages', area, body }, { expect: [0, 400, 403, 404] });
}

export function markRead(area: ApiArea, id: number, upTo: number) {
  return apiFetch<{ ReadId: number }>({ method: 'POST', path: `api/chat/conversations/${id}/read`, area, body: { UpTo: upTo } }, { expect: [0, 403, 404] });
}

export function claimGuestChat(guestToken: string) {
  return apiFetch<{ Conversations: number[] }>({ method: 'POST', path: 'api/chat/guest/claim', body: { GuestToken: guestToken } }, { expect: [400, 403] });
}

export function fetchInbox(q: { saleUnit: string | null; view: InboxView; q: string; skip: number; take?: number }) {
  return apiFetch<{ Data: Conversation[]; Total: number; Unread: number }>({
    path: 'api/chat/inbox', area: 'merchant', query: { saleUnit: q.saleUnit ?? undefined, view: q.view, q: q.q || undefined, skip: q.skip, take: q.take ?? 30 },
  }, { expect: [403] });
}

export function fetchCustomerConversation(customer: string, saleUnit: string | null) {
  return apiFetch<{ Data: Conversation }>({ path: `api/chat/customers/${encodeURIComponent(customer)}`, area: 'merchant', query: { saleUnit: saleUnit ?? undefined } }, { expect: [403, 404] });
}

export function fetchCustomerContext(id: number) {
  return apiFetch<CustomerContext>({ path: `api/chat/conversations/${id}/context`, area: 'merchant' }, { expect: [404] });
}

export function fetchAnswerers(saleUnit: string) {
  return apiFetch<{ Data: { UserId: string; Name: string; Role: number }[] }>({ path: 'api/chat/staff', area: 'merchant', query: { saleUnit } }, { expect: [404] });
}

export function assignConversation(id: number, userId: string | null) {
  return apiFetch<{ Data: Conversation }>({ method: 'POST', path: `api/chat/conversations/${id}/assign`, area: 'merchant', body: { UserId: userId } });
}

export function setConversationStatus(id: number, status: 'open' | 'closed') {
  return apiFetch<{ Data: Conversation }>({ method: 'POST', path: `api/chat/conversations/${id}/status`, area: 'merchant', body: { Status: status } });
}

export interface QuickReply { Id: number; SaleUnit: string | null; Title: string; Body: string }

export function fetchQuickReplies(saleUnit: string | null) {
  return apiFetch<{ Data: QuickReply[] }>({ path: 'api/chat/quick-replies', area: 'merchant', query: { saleUnit: saleUnit ?? undefined } });
}

export function addQuickReply(body: { Title: string; Body: string; SaleUnit: string | null }) {
  return apiFetch<{ Data: QuickReply }>({ method: 'POST', path: 'api/chat/quick-replies', area: 'merchant', body }, { expect: [400] });
}

export function deleteQuickReply(id: number) {
  return apiFetch<{ Deleted: boolean }>({ method: 'DELETE', path: `api/chat/quick-replies/${id}`, area: 'merchant' });
}

/** `POST api/chat/images` (multipart): 400 with the server's message for a non-image or a file over 5 MB. */
export function uploadChatImage(area: ApiArea, file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiFetch<{ UploadId: string; Url: string }>({ method: 'POST', path: 'api/chat/images', area, body }, { expect: [0, 400, 403, 413] });
}
