/*
 * msw answers typed by the API contract (src/web/api/openapi/): a fixture whose shape no
 * longer matches what the server documents for that operation fails `npm run typecheck`.
 */
import { HttpResponse } from 'msw';
import type { ApiError, ApiResponse } from '../src/web/api/contract';
import type { operations } from '../src/web/api/openapi';

/** `HttpResponse.json` for operation `op`'s documented 200 body (or `status`'s). */
export function contractJson<Op extends keyof operations>(_op: Op, body: ApiResponse<Op>, init?: ResponseInit) {
  return HttpResponse.json(body as Record<string, unknown>, init);
}

/** The same for another documented status (201, 4xx …). */
export function contractJsonAt<Op extends keyof operations, S extends keyof operations[Op]['responses'] & number>(_op: Op, status: S, body: ApiResponse<Op, S>, init?: ResponseInit) {
  return HttpResponse.json(body as Record<string, unknown>, { ...init, status });
}

/** A flagged exception body (`{ IsException, Message, Errors }`) with its status, typed by the contract's error schema. */
export function errorJson(status: number, body: ApiError, init?: Omit<ResponseInit, 'status'>) {
  return HttpResponse.json(body, { ...init, status });
}
