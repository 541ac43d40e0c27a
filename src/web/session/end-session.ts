import { rawRequest } from '../api/http';
import type { ApiArea } from '../api/http';
import { tr } from '../app/translate';
import { showToast } from '../widgets/toast-store';

/**
 * `POST authen/logout` with the area's token before the browser forgets it: the server ends the
 * session, so a copy of the token (another tab, a stolen cookie) stops working too. Never fails
 * the logout: an offline or already-ended session is logged out locally all the same.
 *
 * A merchant user goes through `POST api/merchant/user/line/logout` instead, which also revokes the
 * LINE token of a user who linked LINE (the chat app); when LINE refuses, the spec's toast
 * 'Error occured' shows and the logout goes on (the server ended the session anyway).
 */
export async function endServerSession(area: ApiArea): Promise<void> {
  try {
    if (area === 'merchant') {
      const res = await rawRequest({ method: 'POST', path: 'api/merchant/user/line/logout', body: {}, area });
      if (res.status === 502) showToast(tr('errors:errorOccured', 'Error occured'), { kind: 'error' });
      return;
    }
    await rawRequest({ method: 'POST', path: 'authen/logout', body: {}, area });
  } catch {
    // Local logout goes on.
  }
}
