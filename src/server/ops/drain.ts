/**
 * Process-wide shutdown state: set when SIGTERM arrives, so `/health/ready` answers 503 and a load
 * balancer stops sending new requests while in-flight ones finish (docs/operations.md).
 */
let draining = false;

export function markDraining(): void { draining = true; }
export function isDraining(): boolean { return draining; }
