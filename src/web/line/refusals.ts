/** The server's refusal messages (docs/line.md) in the page's language. */
const REFUSALS: Record<string, string> = {
  'This sign-in link is unknown, already used or expired. Please sign in again.': 'state',
  'The sign-in answer does not belong to this sign-in request (nonce mismatch).': 'nonce',
  'The sign-in token has expired. Please sign in again.': 'expired',
  'The sign-in token was issued for another application.': 'audience',
  'The sign-in token was issued by an unexpected provider.': 'issuer',
  'The sign-in token signature is invalid.': 'signature',
  'The sign-in code was refused by the provider. Please sign in again.': 'code',
  'The sign-in provider could not be reached. Please try again later.': 'provider',
};

export function refusalText(message: string | undefined, t: (key: string, opts?: Record<string, unknown>) => string): string {
  if (!message) return t('errors:oops');
  const reason = REFUSALS[message];
  return reason ? t(`common:line.refused.${reason}`, { defaultValue: message }) : message;
}
