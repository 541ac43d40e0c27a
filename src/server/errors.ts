/**
 * The one error shape every client of this API understands (spec "flagged exception"):
 * `{ IsException: true, Message, Errors? }`. Throw `HttpError` anywhere in a route; the error
 * handler turns it into this body with its status and headers.
 */
export interface FieldError {
  /** JSON pointer prefixed by the request part: `/body/mobileNo`, `/query/take`, `/params/saleUnit`. */
  field: string;
  reason: string;
}

export interface FlaggedException {
  IsException: true;
  Message: string;
  Errors?: FieldError[];
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers: Record<string, string> = {},
    /** What went wrong underneath (logged for 5xx answers, never sent). */
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'HttpError';
  }

  body(): FlaggedException {
    return this.errors ? { IsException: true, Message: this.message, Errors: this.errors } : { IsException: true, Message: this.message };
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Unauthorized', headers: Record<string, string> = {}) => new HttpError(401, message, undefined, headers);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not Found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooMany = (message: string, retryAfterSeconds?: number) =>
  new HttpError(429, message, undefined, retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {});

/** The spec's cool-down text; the web client matches 'seconds and try again.'. */
export const waitMessage = (seconds: number) => `Waiting for ${seconds} seconds and try again.`;
