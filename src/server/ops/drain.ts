/**
 * Process-wide shutdown state: set when SIGTERM arrives, so `/health/ready` answers 503 and a load
 * balancer stops sending new requests while in-flight ones finish (docs/operations.md).
 */
let draining = false;

/** `false` only in tests: a process never comes back from shutting down. */
export function markDraining(on = true): void { draining = on; }
export function isDraining(): boolean { return draining; }
