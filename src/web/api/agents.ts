import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerUser } from '../session/types';
import { apiFetch } from './client';

// The agent's own clients and assortment (server: src/server/routes/agents/, docs/agents.md).

export interface AgentClient {
  CustomerCode: string; CustomerName: string; MobileNo: string; Active: boolean;
  AuthorizeAmount: number; DebtAmount: number; CreditBalance: number; Orders: number; OrderAmount: number; Since: string;
  LastOrder: { OrderId: string; At: string; Total: number; Status: string } | null;
}
export interface AgentClientOrder { OrderId: string; SaleUnit: string; Status: string; Total: number; At: string; ByAgent: boolean; BySalesperson: boolean }
export interface AgentClientDetail extends AgentClient { OrdersList: AgentClientOrder[] }

export const AGENT_CLIENT_PAGE = 20;

export const agentClientsQuery = (token: string | null, text: string, take: number) => queryOptions({
  queryKey: ['agents', 'clients', token, text, take],
  queryFn: async () => {
    const r = await apiFetch<{ Total: number; Items: AgentClient[] }>({ path: 'api/agents/customers', query: { text: text || undefined, take } });
    return r.ok ? r.data ?? null : null;
  },
  enabled: !!token, placeholderData: keepPreviousData,
});
export const useAgentClients = (token: string | null, text: string, take = AGENT_CLIENT_PAGE) => useQuery(agentClientsQuery(token, text, take));

export const agentClientQuery = (token: string | null, code: string) => queryOptions({
  queryKey: ['agents', 'client', token, code],
  queryFn: async () => {
    const r = await apiFetch<AgentClientDetail>({ path: `api/agents/customers/${encodeURIComponent(code)}` }, { expect: [404] });
    return r.ok ? r.data ?? null : null;
  },
  enabled: !!token && !!code,
});
export const useAgentClient = (token: string | null, code: string) => useQuery(agentClientQuery(token, code));

export interface NewClient { name: string; mobileNo: string; email?: string; address?: string }
/** `POST api/agents/customers`: 409 with the spec's duplicate / inactive mobile messages, 400 naming fields. */
export function fetchRegisterClient(body: NewClient) {
  return apiFetch<{ status: 200; Customer: AgentClient }>({ method: 'POST', path: 'api/agents/customers', body }, { expect: [400, 409] });
}

/** `POST api/agents/customers/{code}/switch`: the client's session, the agent as ActorId. */
export function fetchSwitchToClient(code: string) {
  return apiFetch<{ Customer: CustomerUser & { jtoken: string }; jtoken: string }>({ method: 'POST', path: `api/agents/customers/${encodeURIComponent(code)}/switch`, body: {} });
}

/** `POST api/agents/switchBack`: the agent's own session again. */
export function fetchSwitchBack() {
  return apiFetch<{ jtoken: string; user: CustomerUser }>({ method: 'POST', path: 'api/agents/switchBack', body: {} });
}

export interface AgentUnit { Unit: 1 | 2 | 3; Code: string; Name: string; NameEn: string; Rate: number; Cost: number | null; Price: number | null }
export interface AgentProduct { P_Code: string; NameTh: string; NameEn: string; Disabled: boolean; InAssortment: boolean; Visible: boolean; Units: AgentUnit[] }

export const agentProductsQuery = (token: string | null, text: string) => queryOptions({
  queryKey: ['agents', 'products', token, text],
  queryFn: async () => {
    const r = await apiFetch<{ Total: number; SaleUnit: string; Items: AgentProduct[] }>({ path: 'api/agents/products', query: { text: text || undefined, take: 200 } });
    return r.ok ? r.data ?? null : null;
  },
  enabled: !!token, placeholderData: keepPreviousData,
});
export const useAgentProducts = (token: string | null, text: string) => useQuery(agentProductsQuery(token, text));

export const agentProductQuery = (token: string | null, code: string) => queryOptions({
  queryKey: ['agents', 'product', token, code],
  queryFn: async () => {
    const r = await apiFetch<AgentProduct>({ path: `api/agents/products/${encodeURIComponent(code)}` }, { expect: [404] });
    return r.ok ? r.data ?? null : null;
  },
  enabled: !!token && !!code,
});
export const useAgentProduct = (token: string | null, code: string) => useQuery(agentProductQuery(token, code));

export interface AgentPriceBody { price1?: number | null; price2?: number | null; price3?: number | null; visible: boolean }
/** `PUT api/agents/products/{code}`: 400 names each unit whose price is below cost, or price1 when no unit is priced. */
export function fetchSaveAgentProduct(code: string, body: AgentPriceBody) {
  return apiFetch<AgentProduct>({ method: 'PUT', path: `api/agents/products/${encodeURIComponent(code)}`, body }, { expect: [400, 409] });
}

export function fetchRemoveAgentProduct(code: string) {
  return apiFetch<{ status: 200 }>({ method: 'DELETE', path: `api/agents/products/${encodeURIComponent(code)}` }, { expect: [404] });
}
