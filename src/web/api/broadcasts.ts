import { apiFetch } from './client';
import type { ApiResponse } from './contract';

/** Broadcasts (api/broadcasts*, docs/server.md "Broadcasts"): the back office (merchant token) and the buyer inbox. */
export type BroadcastView = ApiResponse<'getBroadcastsById'>;
export type AudienceKind = BroadcastView['AudienceKind'];

export interface BroadcastInput {
  TitleTh: string; TitleEn: string; BodyTh: string; BodyEn: string; ImageUrl: string; LinkUrl: string;
  AudienceKind: AudienceKind; AudienceCodes: string[]; PublishAt: string | null;
}

export type Recipient = ApiResponse<'getBroadcastsByIdRecipients'>['Data'][number];

export type InboxMessage = ApiResponse<'getProfileMessages'>['Data'][number];

export const BROADCAST_PAGE_SIZE = 20;

export function fetchBroadcasts(skip: number, take = BROADCAST_PAGE_SIZE) {
  return apiFetch<{ Data: BroadcastView[]; Total: number }>({ path: 'api/broadcasts', area: 'merchant', query: { skip, take } });
}

export function fetchBroadcast(id: number) {
  return apiFetch<BroadcastView>({ path: `api/broadcasts/${id}`, area: 'merchant' }, { expect: [404] });
}

export function fetchRecipients(id: number, q: { read: 'Y' | 'N' | ''; skip: number; take?: number }) {
  return apiFetch<{ Data: Recipient[]; Total: number }>({
    path: `api/broadcasts/${id}/recipients`, area: 'merchant', query: { read: q.read || undefined, skip: q.skip, take: q.take ?? BROADCAST_PAGE_SIZE },
  });
}

export function countAudience(AudienceKind: AudienceKind, AudienceCodes: string[]) {
  return apiFetch<{ Count: number }>({ method: 'POST', path: 'api/broadcasts/audience', area: 'merchant', body: { AudienceKind, AudienceCodes } }, { expect: [400, 403] });
}

/** 400s (per field) and 403s (someone outside the sender's centres) are left to the form. */
export function sendBroadcast(body: BroadcastInput) {
  return apiFetch<ApiResponse<'postBroadcasts'>>({ method: 'POST', path: 'api/broadcasts', area: 'merchant', body }, { expect: [400, 403] });
}

/** The buyer's messages (customer token). */
export function fetchInbox(skip = 0, take = 20) {
  return apiFetch<ApiResponse<'getProfileMessages'>>({ path: 'api/profile/messages', query: { skip, take } });
}

/** Opening a message marks it read. */
export function openInboxMessage(id: number) {
  return apiFetch<ApiResponse<'postProfileMessagesByIdRead'>>({ method: 'POST', path: `api/profile/messages/${id}/read` }, { expect: [404] });
}
