import { Type } from '@sinclair/typebox';
import { CustomerUserSchema } from '../authen/responses';
import { Nullable, Open } from '../schemas';

const Ok = Type.Integer({ description: 'Always 200 (the spec\'s clients read it)', examples: [200] });
const Where = Type.Union([Type.Literal('channel'), Type.Literal('local'), Type.Literal('none')], {
  description: "channel: the tenant's LINE channel (database or environment); local: the development provider and outbox (never in production); none: off",
});
const Source = Type.Union([Type.Literal('db'), Type.Literal('env'), Type.Literal('local'), Type.Literal('none')], {
  description: 'db: saved here; env: the server environment; local: the development provider; none: not configured',
});

/** Start of an OpenID Connect sign-in (LINE, a staff link, the tenant's own provider). */
export const SignInStartSchema = Open({
  status: Ok,
  url: Type.String({ format: 'uri', description: "The provider's authorization URL to send the browser to (state, nonce and PKCE are kept on the server)" }),
});

const SignedIn = Open({
  status: Ok, result: Type.Literal('signedIn'),
  jtoken: Type.String({ description: 'Bearer token (JWT) of the new customer session' }),
  user: CustomerUserSchema,
  returnUrl: Nullable(Type.String({ description: 'Where a LINE user goes back to after logout (null: not set)' })),
  cid: Type.String({ description: 'The LINE user id (U…)' }),
}, 'The LINE user is linked: signed in as that customer');

const LinkNeeded = Open({
  status: Ok, result: Type.Literal('link'),
  ticket: Type.String({ description: 'Send it to api/line/link/otp and api/line/link (valid 10 minutes, once)' }),
  displayName: Type.String({ description: 'The LINE display name' }),
}, 'The LINE user is not linked yet: link by the customer\'s mobile and OTP');

const StaffLinked = Open({
  status: Ok, result: Type.Literal('staffLinked'),
  kind: Type.Union([Type.Literal('merchant'), Type.Literal('rider')]), displayName: Type.String(),
}, 'A sign-in a staff member started from their profile: their LINE is linked (nobody is signed in)');

export const LineCallbackSchema = Type.Union([SignedIn, LinkNeeded, StaffLinked], { description: 'By `result`: signedIn, link or staffLinked' });
export const LineLinkedSchema = SignedIn;

export const LineRevokedSchema = Open({ status: Ok, Revoked: Type.Boolean({ description: 'false when no LINE token was kept' }) });
export const LineLogoutSchema = Open({ ...LineRevokedSchema.properties, SessionEnded: Type.Boolean({ description: 'The calling token\'s session ended (it is refused from now on)' }) });

export const StaffLineAccountSchema = Open({
  status: Ok, Linked: Type.Boolean(), DisplayName: Nullable(Type.String()), LinkedAt: Nullable(Type.String({ format: 'date-time' })),
}, 'The signed-in staff member\'s LINE link (nulls when not linked)');
export const StaffLineUnlinkedSchema = Open({ status: Ok, Unlinked: Type.Boolean({ description: 'false when nothing was linked' }) });

const SettingsView = Open({
  LoginChannelId: Nullable(Type.String()), LoginChannelSecretSet: Type.Boolean(),
  MessagingChannelId: Nullable(Type.String()), MessagingChannelSecretSet: Type.Boolean(), MessagingAccessTokenSet: Type.Boolean(),
  OaId: Nullable(Type.String()), ReturnUrl: Nullable(Type.String()),
  Version: Type.Integer({ minimum: 0, description: '0 before the first save' }),
  UpdatedAt: Nullable(Type.String({ format: 'date-time' })), UpdatedBy: Nullable(Type.String()),
}, 'The stored settings: which secrets are set, never their value');

export const LineSettingsSchema = Open({ status: Ok, Data: SettingsView, Source: Open({ Login: Source, Messaging: Source }) });
export const LineSettingsSavedSchema = Open({ status: Ok, Data: SettingsView });

export const LineTestSchema = Open({
  TenantId: Type.String(), Login: Where, Messaging: Where, WebhookSecret: Where,
  WebhookUrl: Type.String({ description: 'The URL to set as the Messaging channel webhook' }),
  Flags: Open({ ENABLE_LINE_LOGIN: Type.Boolean(), ENABLE_LINE_PUSH: Type.Boolean() }),
  LinkedAccounts: Type.Integer({ minimum: 0 }), FailedPushes: Type.Integer({ minimum: 0 }),
  Checks: Type.Array(Open({ Name: Type.String({ description: 'discovery, keys, messaging, webhookSecret, returnUrl' }), Ok: Type.Boolean(), Detail: Type.String() })),
}, 'The tenant\'s LINE configuration checked (never a secret)');

export const PushResultSchema = Open({
  status: Ok, Sent: Type.Integer({ minimum: 0 }), Failed: Type.Integer({ minimum: 0 }), Skipped: Type.Integer({ minimum: 0 }),
  Message: Type.String({ description: "'Messages was sent', 'Send flex message failed', or why nothing was sent" }),
});

export const FailedPushesSchema = Open({
  Data: Type.Array(Open({
    PushId: Type.String(), Kind: Type.String({ description: 'order, broadcast, otp, test, …' }),
    CustomerCode: Nullable(Type.String()), OrderID: Nullable(Type.String()), Attempts: Type.Integer({ minimum: 0 }),
    Error: Nullable(Type.String()), Message: Type.String({ description: "'Send flex message failed'" }), CreatedAt: Type.String({ format: 'date-time' }),
  })),
}, 'LINE pushes that failed, newest first');

export const LineOutboxSchema = Open({
  Data: Type.Array(Open({
    tenantId: Type.String(), to: Type.String({ description: 'LINE user id' }), kind: Type.String(), retryKey: Type.String(),
    messages: Type.Array(Open({ type: Type.String() }), { description: 'LINE Messaging API message objects, as they would be pushed' }),
    sentAt: Type.String({ format: 'date-time' }),
  })),
}, 'The development outbox, newest first');

export const WebhookSchema = Open({
  status: Ok, Recorded: Type.Integer({ minimum: 0 }), Duplicates: Type.Integer({ minimum: 0, description: 'Events already recorded (LINE redelivered them)' }),
});
