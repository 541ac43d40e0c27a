import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Marks the async context of a running transaction so that a call to the outer handle from inside
 * fails loudly instead of deadlocking PGlite's single connection (and instead of silently running
 * outside the transaction on pg).
 */
const inTransaction = new AsyncLocalStorage<true>();

export function runInTransactionContext<T>(fn: () => Promise<T>): Promise<T> {
  return inTransaction.run(true, fn);
}

export function assertNotInTransaction(what: string): void {
  if (inTransaction.getStore()) {
    throw new Error(`db.${what}() called inside a transaction: use the tx handle passed to db.transaction()`);
  }
}
