import { proxy } from 'valtio';
import type { Rider } from './types';

export interface RiderSession {
  rider: Rider | null;
  token: string | null;
}

export const riderSession = proxy<RiderSession>({ rider: null, token: null });

export function resetRiderSession(): void {
  Object.assign(riderSession, { rider: null, token: null });
}
