import { rawRequest } from '../api/http';
import type { ApiArea } from '../api/http';

/**
 * `POST authen/logout` with the area's token before the browser forgets it: the server ends the
 * session, so a copy of the token (another tab, a stolen cookie) stops working too. Never fails
 * the logout: an offline or already-ended session is logged out locally all the same.
 */
export async function endServerSession(area: ApiArea): Promise<void> {
  try {
    await rawRequest({ method: 'POST', path: 'authen/logout', body: {}, area });
  } catch {
    // Local logout goes on.
  }
}
