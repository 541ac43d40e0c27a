import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';

export type SubscriptionFrequency = 'week' | '2weeks' | 'month';
export type SubscriptionPayment = 'COD' | 'BANK' | 'AR';

export interface SubscriptionRun {
  RunDate: string;
  Status: 'pending' | 'placed' | 'failed' | 'skipped';
  OrderId: string | null;
  Attempts: number;
  Message: string;
  LeftOut: { P_Code: string; Reason: string }[];
}

export interface Subscription {
  SubscriptionId: string;
  SaleUnit: string;
  Status: 'active' | 'paused' | 'cancelled' | 'ended';
  Frequency: SubscriptionFrequency;
  Weekday: number | null;
  MonthDay: number | null;
  StartDate: string;
  EndDate: string | null;
  NextRuns: string[];
  PaymentMethod: SubscriptionPayment;
  SourceOrderId: string | null;
  Lines: {
    P_Code: string; qty1: number; qty2: number; qty3: number; ProductName: string; ProductNameEn: string;
    /** The units the line is edited in (qty1 / qty2 / qty3), named; empty when the product is gone. */
    Units: { Unit: 1 | 2 | 3; Code: string; Name: string; NameEn: string }[];
  }[];
  LastRun: SubscriptionRun | null;
  Runs?: SubscriptionRun[];
}

export interface NewSubscription {
  fromOrderId?: string;
  fromCart?: boolean;
  frequency: SubscriptionFrequency;
  weekday?: number;
  monthDay?: number;
  startDate: string;
  endDate?: string;
  paymentMethod: SubscriptionPayment;
}

/** `GET api/subscriptions`: the customer's recurring orders. */
export async function fetchSubscriptions(): Promise<Subscription[]> {
  const res = await apiFetch<{ Data: Subscription[] }>({ method: 'GET', path: 'api/subscriptions' });
  return res.ok && res.data ? res.data.Data : [];
}

/** `GET api/subscriptions/{id}`: one recurring order with its runs; null when not found. */
export async function fetchSubscription(id: string): Promise<Subscription | null> {
  const res = await apiFetch<Subscription>({ method: 'GET', path: `api/subscriptions/${encodeURIComponent(id)}` });
  return res.ok && res.data ? res.data : null;
}

export const subscriptionsQuery = (token: string | null) =>
  queryOptions({ queryKey: ['subscriptions', token], queryFn: fetchSubscriptions, enabled: !!token });
export const subscriptionQuery = (token: string | null, id: string) =>
  queryOptions({ queryKey: ['subscriptions', token, id], queryFn: () => fetchSubscription(id), enabled: !!token && !!id });

export function useSubscriptions(token: string | null) {
  return useQuery(subscriptionsQuery(token));
}

export function useSubscription(token: string | null, id: string) {
  return useQuery(subscriptionQuery(token, id));
}

/** `POST api/subscriptions`. A 400 names every failing field (`exception.Errors`). */
export function createSubscription(body: NewSubscription) {
  // 400: the form lists the server's reasons itself (no 'Invalid request' toast over it).
  return apiFetch<Subscription>({ method: 'POST', path: 'api/subscriptions', body }, { expect: [400] });
}

/** `POST api/subscriptions/{id}/{pause|resume|skip|cancel}`. */
export function subscriptionAction(id: string, action: 'pause' | 'resume' | 'skip' | 'cancel') {
  return apiFetch<Subscription>({ method: 'POST', path: `api/subscriptions/${encodeURIComponent(id)}/${action}`, body: {} });
}

/** `PATCH api/subscriptions/{id}`: new quantities (0 removes a line). */
export function updateSubscription(id: string, body: { lines: { P_Code: string; qty1: number; qty2: number; qty3: number }[] }) {
  return apiFetch<Subscription>({ method: 'PATCH', path: `api/subscriptions/${encodeURIComponent(id)}`, body });
}
