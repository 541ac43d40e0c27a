import { Type, type TSchema } from '@sinclair/typebox';

/**
 * The flagged exception (src/server/errors.ts) as one named schema: every 4xx/5xx of every
 * operation points here, so a client generates one error type.
 */
export const ERROR_BODY_ID = 'FlaggedException';

export const ErrorBodySchema = Type.Object({
  IsException: Type.Literal(true),
  Message: Type.String({ description: 'What went wrong, in English; clients translate known messages' }),
  Errors: Type.Optional(Type.Array(Type.Object({
    field: Type.String({ description: 'JSON pointer prefixed by the request part: /body/mobileNo, /query/take, /params/saleUnit' }),
    reason: Type.String(),
  }, { additionalProperties: false }), { description: 'One entry per failing field of a 400' })),
}, { $id: ERROR_BODY_ID, title: ERROR_BODY_ID, additionalProperties: false, description: 'Every error answer: { IsException: true, Message, Errors? }' });

export const ErrorRef = Type.Ref(ERROR_BODY_ID);

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input: Errors names every failing field',
  401: 'No valid bearer token (WWW-Authenticate says why)',
  403: 'The token\'s kind or role may not call this operation',
  404: 'Not found in the caller\'s tenant',
  409: 'Conflicts with the current state',
  410: 'Gone',
  413: 'Payload too large',
  415: 'Unsupported media type',
  422: 'Understood but refused by a business rule',
  429: 'Too many requests (Retry-After says when to try again)',
  500: 'Unexpected server error (logged with the request id)',
  502: 'An outside provider failed',
  503: 'Temporarily unavailable',
};

/** `...errorResponses(404, 409)` in a route's `response`: the extra error answers it documents. */
export function errorResponses(...codes: number[]): Record<number, TSchema> {
  return Object.fromEntries(codes.map((c) => [c, Type.Ref(ERROR_BODY_ID, { description: ERROR_TEXT[c] ?? 'Error' })]));
}

export const errorDescription = (code: number): string => ERROR_TEXT[code] ?? 'Error';
