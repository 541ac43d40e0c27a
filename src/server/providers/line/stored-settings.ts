import type { Db } from '../../db/index';
import type { SecretBox } from '../secret-box';
import type { TenantLineEnv } from './settings';

/** A tenant's LINE settings row (`line_settings`), secrets still sealed. */
interface Row {
  login_channel_id: string | null;
  login_channel_secret_enc: string | null;
  messaging_channel_id: string | null;
  messaging_channel_secret_enc: string | null;
  messaging_access_token_enc: string | null;
  oa_id: string | null;
  return_url: string | null;
  version: number;
  updated_at: Date | string;
  updated_by: string;
}

/** What a super admin may change. A field left undefined keeps the stored value; null or '' clears it. */
export interface LineSettingsInput {
  loginChannelId?: string | null;
  loginChannelSecret?: string | null;
  messagingChannelId?: string | null;
  messagingChannelSecret?: string | null;
  messagingAccessToken?: string | null;
  oaId?: string | null;
  returnUrl?: string | null;
}

/** The settings as the back office sees them: which secrets are set, never their value. */
export interface LineSettingsView {
  LoginChannelId: string | null;
  LoginChannelSecretSet: boolean;
  MessagingChannelId: string | null;
  MessagingChannelSecretSet: boolean;
  MessagingAccessTokenSet: boolean;
  OaId: string | null;
  ReturnUrl: string | null;
  Version: number;
  UpdatedAt: string | null;
  UpdatedBy: string | null;
}

export interface StoredLineSettings extends Partial<Omit<TenantLineEnv, 'issuer' | 'messagingApiBase'>> {
  messagingChannelId?: string;
  oaId?: string;
  version: number;
}

const CACHE_MS = 30_000;

/**
 * Per-tenant LINE settings kept in the database with the secrets sealed by the server secret
 * (SecretBox). Read through a short cache (another server process sees a change within 30 s; the
 * process that saved it at once).
 */
export class LineSettingsStore {
  private readonly cache = new Map<string, { at: number; value: StoredLineSettings | null }>();

  constructor(private readonly db: Db, private readonly box: SecretBox, private readonly now: () => number = Date.now) {}

  private async row(tenantId: string): Promise<Row | undefined> {
    const [row] = await this.db.query<Row>('SELECT * FROM line_settings WHERE tenant_id = $1', [tenantId]);
    return row;
  }

  async get(tenantId: string): Promise<StoredLineSettings | null> {
    const hit = this.cache.get(tenantId);
    if (hit && this.now() - hit.at < CACHE_MS) return hit.value;
    const row = await this.row(tenantId);
    const open = (v: string | null) => (v ? this.box.open(v) ?? undefined : undefined);
    const value: StoredLineSettings | null = row ? {
      loginChannelId: row.login_channel_id ?? undefined,
      loginChannelSecret: open(row.login_channel_secret_enc),
      messagingChannelId: row.messaging_channel_id ?? undefined,
      messagingChannelSecret: open(row.messaging_channel_secret_enc),
      messagingAccessToken: open(row.messaging_access_token_enc),
      oaId: row.oa_id ?? undefined,
      returnUrl: row.return_url ?? undefined,
      version: row.version,
    } : null;
    this.cache.set(tenantId, { at: this.now(), value });
    return value;
  }

  async view(tenantId: string): Promise<LineSettingsView> {
    const row = await this.row(tenantId);
    return {
      LoginChannelId: row?.login_channel_id ?? null,
      LoginChannelSecretSet: Boolean(row?.login_channel_secret_enc),
      MessagingChannelId: row?.messaging_channel_id ?? null,
      MessagingChannelSecretSet: Boolean(row?.messaging_channel_secret_enc),
      MessagingAccessTokenSet: Boolean(row?.messaging_access_token_enc),
      OaId: row?.oa_id ?? null,
      ReturnUrl: row?.return_url ?? null,
      Version: row?.version ?? 0,
      UpdatedAt: row ? new Date(row.updated_at).toISOString() : null,
      UpdatedBy: row?.updated_by ?? null,
    };
  }

  /** Upsert in one statement: a field left undefined keeps its stored value. */
  async save(tenantId: string, input: LineSettingsInput, by: string): Promise<void> {
    const plain = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v === '' ? null : v);
    const sealed = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v === '' ? null : this.box.seal(v));
    const fields: [string, string | null | undefined][] = [
      ['login_channel_id', plain(input.loginChannelId)],
      ['login_channel_secret_enc', sealed(input.loginChannelSecret)],
      ['messaging_channel_id', plain(input.messagingChannelId)],
      ['messaging_channel_secret_enc', sealed(input.messagingChannelSecret)],
      ['messaging_access_token_enc', sealed(input.messagingAccessToken)],
      ['oa_id', plain(input.oaId)],
      ['return_url', plain(input.returnUrl)],
    ];
    const given = fields.filter(([, v]) => v !== undefined);
    const cols = given.map(([c]) => c);
    const params: unknown[] = [tenantId, new Date(this.now()), by, ...given.map(([, v]) => v)];
    const placeholders = given.map((_, i) => `$${i + 4}`);
    await this.db.query(
      `INSERT INTO line_settings (tenant_id, updated_at, updated_by${cols.map((c) => `, ${c}`).join('')})
       VALUES ($1, $2, $3${placeholders.map((p) => `, ${p}`).join('')})
       ON CONFLICT (tenant_id) DO UPDATE SET updated_at = $2, updated_by = $3, version = line_settings.version + 1${cols.map((c) => `, ${c} = EXCLUDED.${c}`).join('')}`,
      params,
    );
    this.cache.delete(tenantId);
  }
}
