import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts small secrets kept in the database (provider access tokens) with AES-256-GCM under a key
 * derived from the server secret, so a database dump alone does not hand them out.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(serverSecret: Uint8Array, purpose = 'talad-secret-box') {
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), purpose, 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const c = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
    return [iv, c.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
  }

  /** null when the value was sealed under another key or tampered with. */
  open(sealed: string): string | null {
    try {
      const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
      const d = createDecipheriv('aes-256-gcm', this.key, iv);
      d.setAuthTag(tag);
      return Buffer.concat([d.update(body), d.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  /** A stable per-purpose secret (development channel secrets derived from the server secret). */
  derive(label: string): string {
    return Buffer.from(hkdfSync('sha256', this.key, Buffer.alloc(0), label, 32)).toString('base64url');
  }
}
