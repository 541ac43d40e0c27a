/**
 * The API's own types, generated from its OpenAPI document (src/web/api/openapi/, `npm run openapi:types`).
 * API modules and test fixtures name answers through these, so a field the server renames or
 * drops fails the type check here instead of a page at run time.
 */
import type { components, operations } from './openapi';

type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON body operation `Op` answers with `Status` (default 200). */
export type ApiResponse<Op extends keyof operations, Status extends keyof operations[Op]['responses'] = 200 extends keyof operations[Op]['responses'] ? 200 : never> =
  JsonOf<operations[Op]['responses'][Status]>;

/** Every error body: `{ IsException: true, Message, Errors? }`. */
export type ApiError = components['schemas']['FlaggedException'];
