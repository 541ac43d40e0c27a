import { validateSignature } from '@line/bot-sdk';

/**
 * X-Line-Signature: base64 HMAC-SHA256 of the raw request body keyed by the channel secret
 * (compared in constant time by the SDK). The raw bytes matter: re-serialised JSON would differ.
 */
export function lineSignatureValid(rawBody: Buffer | string, channelSecret: string, signature: string | undefined): boolean {
  if (!signature || !channelSecret) return false;
  try {
    return validateSignature(rawBody, channelSecret, signature);
  } catch {
    return false;
  }
}
