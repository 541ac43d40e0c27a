import { rootSession } from '../session/root-session';
import { merchantSession } from '../session/merchant-session';
import { riderSession } from '../session/rider-session';

/** Which session's token a call carries: buyer (customer), merchant back office or rider. */
export type ApiArea = 'buyer' | 'merchant' | 'rider';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path relative to the origin, e.g. `authen/login/guest` or `api/webConfig/items`. */
  path: string;
  query?: Record<string, QueryValue | QueryValue[]>;
  body?: unknown;
  area?: ApiArea;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Token to send instead of the area's session token (e.g. right after a login). */
  token?: string | null;
  /**
   * Lets the request outlive the page (fetch's `keepalive`): a change the visitor made must reach
   * the server even when they reload or leave at once. Bodies must stay small (64 KB in flight).
   */
  keepalive?: boolean;
}

/** Flagged exception body (docs/ARCHITECTURE.md "Errors"). */
export interface ExceptionBody {
  IsException: true;
  Message: string;
  Errors?: { field: string; reason: string }[];
}

export interface ApiResponse<T> {
  ok: boolean;
  /** HTTP status, or 0 when the server could not be reached. */
  status: number;
  statusText: string;
  data: T | undefined;
  /** The flagged exception body when the server sent one. */
  exception: ExceptionBody | null;
  headers: Headers;
}

export function isExceptionBody(body: unknown): body is ExceptionBody {
  return !!body && typeof body === 'object' && (body as { IsException?: unknown }).IsException === true;
}

export function tokenFor(area: ApiArea): string | null {
  if (area === 'merchant') return merchantSession.token;
  if (area === 'rider') return riderSession.token;
  return rootSession.token;
}

export function buildUrl(path: string, query?: ApiRequest['query']): string {
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  const url = new URL(path.replace(/^\/+/, '/'), `${origin}/`);
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== undefined && v !== null) url.searchParams.append(key, String(v));
  }
  return url.toString();
}

/** How a request leaves: `fetch` in the browser; the server renderer passes its in-process one. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * One HTTP exchange with no side effects: adds `Authorization: Bearer` and `TenantId`, never
 * rejects (a network failure is status 0). The error catalogue lives in client.ts on top of this.
 */
export async function rawRequest<T>(req: ApiRequest): Promise<ApiResponse<T>> {
  const area = req.area ?? 'buyer';
  const headers: Record<string, string> = { Accept: 'application/json', ...req.headers };
  const token = req.token === undefined ? tokenFor(area) : req.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (rootSession.tenantId && !headers.TenantId) headers.TenantId = rootSession.tenantId;
  let body: BodyInit | undefined;
  if (req.body instanceof FormData) body = req.body;
  else if (req.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(req.body);
  }
  try {
    const res = await transport(buildUrl(req.path, req.query), { method: req.method ?? 'GET', headers, body, signal: req.signal, credentials: 'same-origin', ...(req.keepalive ? { keepalive: true } : {}) });
    const parsed = await readBody(res);
    const exception = isExceptionBody(parsed) ? parsed : null;
    return { ok: res.ok && !exception, status: res.status, statusText: res.statusText, data: exception ? undefined : (parsed as T), exception, headers: res.headers };
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    return { ok: false, status: 0, statusText: '', data: undefined, exception: null, headers: new Headers() };
  }
}
