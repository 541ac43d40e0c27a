/** Pill colours of recurring orders and their runs in the back office. */
export const SUBSCRIPTION_COLOUR: Record<string, string> = { active: 'success', paused: 'warning', cancelled: 'error', ended: 'textMuted' };
export const RUN_COLOUR: Record<string, string> = { placed: 'success', pending: 'info', skipped: 'textMuted', failed: 'error' };
