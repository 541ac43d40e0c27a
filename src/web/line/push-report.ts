import type { ApiResponse } from '../api/http';
import { tr } from '../app/translate';
import { showToast } from '../widgets/toast-store';

/**
 * A staff or rider status move whose LINE flex message could not be sent answers
 * `LinePush: 'Send flex message failed'`; staff see it as a toast (the move itself succeeded).
 */
export function reportLinePush<T>(res: ApiResponse<T>): ApiResponse<T> {
  const push = (res.data as { LinePush?: string } | undefined)?.LinePush;
  if (res.ok && push) showToast(tr('common:line.sendFlexFailed', 'Send flex message failed'), { kind: 'error' });
  return res;
}
