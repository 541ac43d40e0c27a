import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isY } from '../../domain/flags';
import { HttpError, conflict } from '../errors';
import type { VerifiedLogin } from '../providers/oidc/types';
import type { OtpMessage, OtpProvider } from '../providers/sms/provider';
import { effectiveFlags } from '../tenants/resolve';
import { PUSH_FLAG } from './pushes';
import type { StaffLinkTarget } from './sign-in';

export const STAFF_LINK_MESSAGES = {
  lineTaken: 'This LINE account is already linked to another user.',
} as const;

export interface StaffLineAccount { lineUserId: string; displayName: string; linkedAt: string }

/** The callback of a staff member's own "Link LINE": one LINE user per staff member and kind. */
export async function linkStaffLine(app: FastifyInstance, tenantId: string, target: StaffLinkTarget, login: VerifiedLogin) {
  const now = new Date(app.clock());
  const tokenEnc = app.line.box.seal(login.accessToken);
  await app.db.transaction(async (tx) => {
    const [other] = await tx.query<{ user_id: string }>(
      'SELECT user_id FROM line_staff_accounts WHERE tenant_id = $1 AND kind = $2 AND line_user_id = $3 FOR UPDATE',
      [tenantId, target.kind, login.subject],
    );
    if (other && other.user_id !== target.userId) throw conflict(STAFF_LINK_MESSAGES.lineTaken);
    await tx.query(
      `INSERT INTO line_staff_accounts (tenant_id, kind, user_id, line_user_id, display_name, access_token_enc, linked_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (tenant_id, kind, user_id) DO UPDATE SET line_user_id = EXCLUDED.line_user_id,
         display_name = EXCLUDED.display_name, access_token_enc = EXCLUDED.access_token_enc, linked_at = EXCLUDED.linked_at`,
      [tenantId, target.kind, target.userId, login.subject, login.displayName, tokenEnc, now],
    );
  });
  app.log.info({ tenantId, kind: target.kind, userId: target.userId }, 'staff linked LINE');
  return { status: 200 as const, result: 'staffLinked' as const, kind: target.kind, displayName: login.displayName };
}

export async function staffLineAccount(app: FastifyInstance, tenantId: string, target: StaffLinkTarget): Promise<StaffLineAccount | null> {
  const [row] = await app.db.query<{ line_user_id: string; display_name: string; linked_at: Date | string }>(
    'SELECT line_user_id, display_name, linked_at FROM line_staff_accounts WHERE tenant_id = $1 AND kind = $2 AND user_id = $3',
    [tenantId, target.kind, target.userId],
  );
  return row ? { lineUserId: row.line_user_id, displayName: row.display_name, linkedAt: new Date(row.linked_at).toISOString() } : null;
}

export async function unlinkStaffLine(app: FastifyInstance, tenantId: string, target: StaffLinkTarget): Promise<boolean> {
  const rows = await app.db.query('DELETE FROM line_staff_accounts WHERE tenant_id = $1 AND kind = $2 AND user_id = $3 RETURNING user_id', [tenantId, target.kind, target.userId]);
  return rows.length > 0;
}

/**
 * Logout of a staff member who came from LINE: the stored access token is revoked at LINE's
 * revocation endpoint and forgotten. 502 'Error occured' when LINE refuses (the token is kept, so
 * a later logout can try again).
 */
export async function revokeStaffLineToken(app: FastifyInstance, tenantId: string, target: StaffLinkTarget): Promise<{ revoked: boolean }> {
  const [acc] = await app.db.query<{ access_token_enc: string | null }>(
    'SELECT access_token_enc FROM line_staff_accounts WHERE tenant_id = $1 AND kind = $2 AND user_id = $3', [tenantId, target.kind, target.userId],
  );
  const token = acc?.access_token_enc ? app.line.box.open(acc.access_token_enc) : null;
  if (!token) return { revoked: false };
  const provider = await app.line.login(tenantId);
  if (!provider) throw new HttpError(502, 'Error occured');
  try {
    await provider.revoke(token);
  } catch (err) {
    app.log.warn({ tenantId, kind: target.kind, err }, 'LINE token revocation failed (staff)');
    throw new HttpError(502, 'Error occured');
  }
  await app.db.query('UPDATE line_staff_accounts SET access_token_enc = NULL WHERE tenant_id = $1 AND kind = $2 AND user_id = $3', [tenantId, target.kind, target.userId]);
  return { revoked: true };
}

/**
 * Where a rider's login OTP goes: to LINE when the rider linked LINE and the tenant's LINE pushes
 * are on, else by SMS. A LINE send that fails falls back to the SMS (the rider still gets a code).
 * The code itself is never stored (only its hash, by the OTP service), so it does not go through
 * the `line_pushes` table either.
 */
export async function riderOtpChannel(app: FastifyInstance, tenantId: string, riderId: string, sms: OtpProvider): Promise<{ channel: 'line' | 'sms'; via: OtpProvider; used: () => 'line' | 'sms' }> {
  const acc = await staffLineAccount(app, tenantId, { kind: 'rider', userId: riderId });
  const on = isY((await effectiveFlags(app, tenantId))[PUSH_FLAG]);
  const messaging = acc && on ? await app.line.messaging(tenantId) : null;
  if (!acc || !messaging) return { channel: 'sms', via: sms, used: () => 'sms' };
  let used: 'line' | 'sms' = 'line';
  const via: OtpProvider = {
    async send(m: OtpMessage) {
      try {
        await messaging.push({
          tenantId, to: acc.lineUserId, kind: 'otp', retryKey: randomUUID(),
          messages: [{ type: 'text', text: `รหัส OTP ${m.code} (Ref. ${m.refCode}) ใช้ได้ 10 นาที ห้ามบอกผู้อื่น\nOTP ${m.code} (Ref. ${m.refCode}) valid for 10 minutes. Never share this code.` }],
        });
      } catch (err) {
        app.log.warn({ tenantId, riderId, err }, 'rider OTP by LINE failed; sending the SMS');
        used = 'sms';
        await sms.send(m);
      }
    },
  };
  return { channel: 'line', via, used: () => used };
}
