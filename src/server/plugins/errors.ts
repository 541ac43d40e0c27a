import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, type FlaggedException } from '../errors';
import { fieldErrors } from './validation';

/**
 * The one error handler: every failure leaves as a flagged exception. Bad input is a 400 naming
 * every failing field; only real faults are 500s (and are logged).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    if (err instanceof HttpError) {
      if (err.statusCode >= 500 && err.cause !== undefined) request.log.error({ err: err.cause }, err.message);
      for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
      return reply.status(err.statusCode).send(err.body());
    }
    if (err.validation) {
      const body: FlaggedException = { IsException: true, Message: 'Invalid request', Errors: fieldErrors(err.validationContext, err.validation) };
      return reply.status(400).send(body);
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
      return reply.status(400).send({ IsException: true, Message: 'Invalid request', Errors: [{ field: '/body', reason: `is not valid JSON: ${err.message}` }] });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ IsException: true, Message: err.message });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({ IsException: true, Message: 'Internal Server Error' });
  });
}
