import { AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runInRequestScope, setScopeTenant } from '../db/scope';

export { setScopeTenant };

const resourceOf = new WeakMap<FastifyRequest, AsyncResource>();

/**
 * Opens each request's database scope (db/scope.ts) in its first hook. The body is parsed in the
 * request stream's own async context, which is not ours (nodejs/node#34430), so preValidation
 * re-enters the scope for the hooks and handler that follow (as @fastify/request-context does).
 */
export function installRequestScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    runInRequestScope(() => {
      const resource = new AsyncResource('talad-request-scope');
      resourceOf.set(request, resource);
      resource.runInAsyncScope(done);
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const resource = resourceOf.get(request);
    if (resource) resource.runInAsyncScope(done);
    else done();
  });
}
