import { tr } from '../app/translate';
import { showToast } from '../widgets/toast-store';

/** LIFF's share target picker, present only inside LINE with the LIFF SDK loaded. */
interface Liff {
  isApiAvailable?: (api: string) => boolean;
  shareTargetPicker?: (messages: unknown[]) => Promise<{ status: 'success' } | undefined | void>;
}

export type ShareOutcome = 'sent' | 'closed' | 'copied' | 'unsupported';

/**
 * Shares a link: LINE's share target picker inside LINE, else the Web Share API, else the link
 * is copied to the clipboard (desktop browsers mostly lack Web Share). 'Messages was sent' on
 * success, 'Link copied' after a copy; otherwise the spec's alerts (picker closed / not supported).
 */
export async function shareLink(text: string, url: string): Promise<ShareOutcome> {
  const liff = (window as unknown as { liff?: Liff }).liff;
  let outcome: ShareOutcome = 'unsupported';
  if (liff?.shareTargetPicker && liff.isApiAvailable?.('shareTargetPicker')) {
    const res = await liff.shareTargetPicker([{ type: 'text', text: `${text}\n${url}` }]).catch(() => undefined);
    outcome = res && res.status === 'success' ? 'sent' : 'closed';
  } else if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: text, text, url });
      outcome = 'sent';
    } catch {
      outcome = 'closed';
    }
  } else if (typeof navigator.clipboard?.writeText === 'function') {
    outcome = await navigator.clipboard.writeText(url).then(() => 'copied' as const, () => 'unsupported' as const);
  }
  if (outcome === 'copied') showToast(tr('common:line.linkCopied', 'Link copied'), { kind: 'success' });
  else if (outcome === 'sent') showToast(tr('common:message.messagesSent', 'Messages was sent'), { kind: 'success' });
  else window.alert(outcome === 'closed' ? tr('common:line.pickerClosed', 'The share picker was closed') : tr('common:line.shareNotSupported', 'Sharing is not supported on this device'));
  return outcome;
}
