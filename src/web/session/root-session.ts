import { proxy } from 'valtio';
import type { CustomerUser, Dist, Position } from './types';

/**
 * The buyer's root session (spec "Root session"): only the fields the shell needs; screens
 * that own other fields (banners, product search) keep their own stores.
 */
export interface RootSession {
  token: string | null;
  user: CustomerUser | null;
  tenantId: string | null;
  /** Redeem mode (pay with points) when true; persisted in the `point` cookie. */
  point: boolean;
  /** Points balance shown in My Account. */
  points: number | null;
  loading: boolean;
  loadingOverlay: boolean;
  currentPosition: Position | null;
  dists: Dist[];
  profileImageUrl: string | null;
  /** Main (agent) account when signed in as an agent; from the `agent` cookie. */
  agentProfile: CustomerUser | null;
  /** Set when the server reported the token expired (time from the quoted header text). */
  tokenExpiredAt: string | null;
  /** True once start-up restored cookies and, if needed, obtained a guest session. */
  ready: boolean;
}

export const rootSession = proxy<RootSession>({
  token: null,
  user: null,
  tenantId: null,
  point: false,
  points: null,
  loading: false,
  loadingOverlay: false,
  currentPosition: null,
  dists: [],
  profileImageUrl: null,
  agentProfile: null,
  tokenExpiredAt: null,
  ready: false,
});

export function resetRootSession(): void {
  Object.assign(rootSession, {
    token: null,
    user: null,
    point: false,
    points: null,
    loading: false,
    loadingOverlay: false,
    dists: [],
    profileImageUrl: null,
    agentProfile: null,
    tokenExpiredAt: null,
  } satisfies Partial<RootSession>);
}
