import { Type, type TProperties, type TSchema } from '@sinclair/typebox';

/** A request body: unknown fields are refused (400), never silently dropped. */
export const Body = <T extends TProperties>(props: T, description?: string) =>
  Type.Object(props, { additionalProperties: false, ...(description ? { description } : {}) });

/** Query strings and params: unknown keys are refused as well, so typos surface. */
export const Query = <T extends TProperties>(props: T) => Type.Object(props, { additionalProperties: false });

export const MobileNo = Type.String({ pattern: '^0[0-9]{9}$', description: 'Thai mobile number: 10 digits starting with 0', example: '0810000001' });
export const Password = Type.String({ minLength: 1, maxLength: 128 });
export const NewPassword = Type.String({ minLength: 8, maxLength: 128, description: 'At least 8 characters' });
export const OtpCode = Type.String({ pattern: '^[0-9]{6}$', description: '6 digits' });
export const RefCode = Type.String({ pattern: '^[A-Za-z0-9]{6}$', description: 'Reference code returned by the OTP request' });
export const SaleUnit = Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_-]+$', description: 'Distribution centre code' });
export const Lat = Type.Number({ minimum: -90, maximum: 90 });
export const Lng = Type.Number({ minimum: -180, maximum: 180 });

/**
 * Numeric ids and numbers that reach SQL: always bounded, so a value beyond PostgreSQL's int8 (or
 * beyond what a JS number holds exactly) is a 400 naming the field, never a logged 500.
 * `Id` is a bigint identity (1 … 2^53−1); `SmallId` an int4 column or a code of at most 9 digits.
 */
export const MAX_ID = Number.MAX_SAFE_INTEGER;
export const Id = (description?: string) => Type.Integer({ minimum: 1, maximum: MAX_ID, ...(description ? { description } : {}) });
export const SmallId = (description?: string) => Type.Integer({ minimum: 1, maximum: 999_999_999, ...(description ? { description } : {}) });
/** A free number in a body (rule values, answers): finite and within ±1e15. */
export const BoundedNumber = (opts: { minimum?: number; maximum?: number; description?: string } = {}) =>
  Type.Number({ minimum: -1e15, maximum: 1e15, ...opts });

/** Empty body (`{}` or nothing). */
export const EmptyBody = Body({});

export const TENANT_HEADER_NOTE = 'Anonymous calls name their tenant with the `TenantId` header (else Host, else the default tenant); a bearer token\'s TenantId claim always wins.';

/**
 * A response object: the fields clients rely on are described, and the body may carry more
 * (answers are serialized with JSON.stringify, so a response schema never strips or coerces).
 */
export const Open = <T extends TProperties>(props: T, description?: string) =>
  Type.Object(props, { additionalProperties: true, ...(description ? { description } : {}) });

export const Nullable = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()]);

/** An English + Thai label the server chose for a code. */
export const LabelSchema = Type.Object({ en: Type.String(), th: Type.String() }, { additionalProperties: true });

/** Literal union from a readonly list of codes. */
export const OneOf = <T extends string>(values: readonly T[], description?: string) =>
  Type.Union(values.map((v) => Type.Literal(v)), description ? { description } : {});
