/*
 * msw answers typed by the API contract (src/web/api/openapi.gen.ts): a fixture whose shape no
 * longer matches what the server documents for that operation fails `npm run typecheck`.
 */
import { HttpResponse } from 'msw';
import type { ApiError, ApiResponse } from '../src/web/api/contract';
import type { operations } from '../src/web/api/openapi.gen';

/** `HttpResponse.json` for operation `op`'s documented 200 body (or `status`'s). */
export function contractJson<Op extends keyof operations>(_op: Op, body: ApiResponse<Op>, init?: ResponseInit) {
  return HttpResponse.json(body as Record<string, unknown>, init);
}

/** The same for another documented status (201, 4xx …). */
export function contractJsonAt<Op extends keyof operations, S extends keyof operations[Op]['responses'] & number>(_op: Op, status: S, body: ApiResponse<Op, S>, init?: ResponseInit) {
  return HttpResponse.json(body as Record<string, unknown>, { ...init, status });
}

/** The success body: the 200's, or the 201's for an operation that creates. */
type SuccessBody<Op extends keyof operations> = 200 extends keyof operations[Op]['responses'] ? ApiResponse<Op, 200>
  : 201 extends keyof operations[Op]['responses'] ? ApiResponse<Op, 201> : never;

/** Operations whose success body the contract still documents as any JSON (tests/server/contract-pending.txt). */
export type PendingOp = { [K in keyof operations]: unknown extends SuccessBody<K> ? K : never }[keyof operations];

/**
 * `HttpResponse.json` for a pending operation: until the server documents its answer, the body is
 * typed by the web's own API type, given explicitly (`webJson<Page<CustomerRow>>('getCustomersList', …)`;
 * without it the body is `never` and nothing fits). When the operation gains a schema it is no longer a
 * `PendingOp`, so the call fails the type check and must move to `contractJson`.
 */
export function webJson<T = never>(_op: PendingOp, body: NoInfer<T>, init?: ResponseInit) {
  return HttpResponse.json(body as Record<string, unknown>, init);
}

/** A flagged exception body (`{ IsException, Message, Errors }`) with its status, typed by the contract's error schema. */
export function errorJson(status: number, body: ApiError) {
  return HttpResponse.json(body, { status });
}
