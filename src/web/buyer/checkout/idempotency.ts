/**
 * One Idempotency-Key per checkout attempt: a retry of the same order (double click, lost answer,
 * network error) reuses the key, so the server makes one order; changing what is ordered (payment
 * method, coupon, address …) starts a new attempt with a new key, since the server refuses a reused
 * key with a different body.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export class CheckoutAttempt {
  private key: string | null = null;
  private body: string | null = null;

  /** The key for this body: the same as last time when the body did not change. */
  keyFor(body: unknown): string {
    const text = JSON.stringify(body);
    if (!this.key || this.body !== text) {
      this.key = newIdempotencyKey();
      this.body = text;
    }
    return this.key;
  }
}
