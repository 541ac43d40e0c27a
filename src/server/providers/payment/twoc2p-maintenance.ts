import { CompactEncrypt, CompactSign, compactDecrypt, compactVerify, importPKCS8, importSPKI, importX509, type CryptoKey } from 'jose';

/**
 * 2C2P's Payment Maintenance API ("Payment Action", PGW v4.3 docs: payment-maintenance-refund-guide),
 * which refunds, voids and inquires. Unlike the payment token API it is not HS256: the body is an
 * XML `PaymentProcessRequest` encrypted to 2C2P's public certificate (JWE, RSA-OAEP + A256GCM), that
 * JWE signed with the merchant's private key (JWS, PS256), posted as `text/plain`. The answer is the
 * same envelope the other way round: signed by 2C2P, encrypted to the merchant's key.
 * respCode `00` = accepted. `idempotencyID` carries our refund key.
 */
export const TWOC2P_MAINTENANCE_SANDBOX = 'https://demo2.2c2p.com/2C2PFrontend/PaymentAction/2.0/action';

export interface MaintenanceKeys {
  /** The merchant's RSA private key (PKCS#8 PEM), registered with 2C2P. Secret. */
  privateKeyPem: string;
  /** 2C2P's public key: its X.509 certificate or SPKI PEM. */
  twoC2PKeyPem: string;
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const xmlUnescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/** `<PaymentProcessRequest>` with the fields in the order of 2C2P's sample. */
export function paymentProcessXml(fields: Record<string, string>): string {
  const body = Object.entries(fields).map(([k, v]) => `<${k}>${xmlEscape(v)}</${k}>`).join('');
  return `<PaymentProcessRequest>${body}</PaymentProcessRequest>`;
}

/** The flat fields of a `<PaymentProcessResponse>` (its nested lists are not needed here). */
export function readProcessResponse(xml: string): Record<string, string> {
  const root = /<PaymentProcessResponse>([\s\S]*)<\/PaymentProcessResponse>/.exec(xml);
  if (!root) throw new Error('2C2P maintenance answer is not a PaymentProcessResponse');
  const out: Record<string, string> = {};
  for (const m of root[1].matchAll(/<([A-Za-z][A-Za-z0-9]*)>([^<]*)<\/\1>/g)) out[m[1]] = xmlUnescape(m[2]);
  return out;
}

export class MaintenanceEnvelope {
  private keys?: Promise<{ own: CryptoKey; theirsEnc: CryptoKey; theirsSig: CryptoKey; ownDec: CryptoKey }>;

  constructor(private readonly k: MaintenanceKeys) {}

  private load() {
    const theirs = (alg: string) => (this.k.twoC2PKeyPem.includes('BEGIN CERTIFICATE') ? importX509(this.k.twoC2PKeyPem, alg) : importSPKI(this.k.twoC2PKeyPem, alg));
    this.keys ??= Promise.all([
      importPKCS8(this.k.privateKeyPem, 'PS256'), theirs('RSA-OAEP'), theirs('PS256'), importPKCS8(this.k.privateKeyPem, 'RSA-OAEP'),
    ]).then(([own, theirsEnc, theirsSig, ownDec]) => ({ own, theirsEnc, theirsSig, ownDec }));
    return this.keys;
  }

  /** Encrypt to 2C2P, then sign as the merchant. */
  async seal(xml: string): Promise<string> {
    const k = await this.load();
    const jwe = await new CompactEncrypt(new TextEncoder().encode(xml)).setProtectedHeader({ alg: 'RSA-OAEP', enc: 'A256GCM' }).encrypt(k.theirsEnc);
    return new CompactSign(new TextEncoder().encode(jwe)).setProtectedHeader({ alg: 'PS256' }).sign(k.own);
  }

  /** Check 2C2P's signature, then decrypt with the merchant's key. Throws on any tampering. */
  async open(token: string): Promise<string> {
    const k = await this.load();
    const { payload } = await compactVerify(token.trim(), k.theirsSig, { algorithms: ['PS256'] });
    const { plaintext } = await compactDecrypt(new TextDecoder().decode(payload), k.ownDec, { keyManagementAlgorithms: ['RSA-OAEP'], contentEncryptionAlgorithms: ['A256GCM'] });
    return new TextDecoder().decode(plaintext);
  }

  /** The sealing seen from 2C2P's side (tests and fixtures play 2C2P with it). */
  static async sealAs2C2P(xml: string, twoC2PPrivatePem: string, merchantPublicPem: string): Promise<string> {
    const jwe = await new CompactEncrypt(new TextEncoder().encode(xml)).setProtectedHeader({ alg: 'RSA-OAEP', enc: 'A256GCM' }).encrypt(await importSPKI(merchantPublicPem, 'RSA-OAEP'));
    return new CompactSign(new TextEncoder().encode(jwe)).setProtectedHeader({ alg: 'PS256' }).sign(await importPKCS8(twoC2PPrivatePem, 'PS256'));
  }
}
