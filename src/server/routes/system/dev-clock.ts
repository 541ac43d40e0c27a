import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { Body } from '../schemas';

/**
 * Moves the server clock (only when the server runs with TEST_CLOCK=Y, never in production), then
 * runs the job tickers at once so whatever became due is queued; with `drain` it also handles
 * the queued jobs before answering. e2e tests make things due this way instead of sleeping.
 */
export default async function devClockRoutes(app: FastifyInstance): Promise<void> {
  const clock = app.movableClock;
  if (!clock || app.config.production) return;
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.post('/api/dev/clock', {
    schema: {
      tags: ['dev'], summary: 'Move the server clock (TEST_CLOCK=Y only) and run the job tickers',
      body: Body({
        advanceMs: Type.Optional(Type.Integer({ description: 'Move forward (negative: back) by this many ms' })),
        to: Type.Optional(Type.String({ format: 'date-time', description: 'Set the clock to this moment' })),
        drain: Type.Optional(Type.Boolean({ description: 'Also handle every ready job before answering' })),
      }),
    },
  }, async (request) => {
    const { advanceMs, to, drain } = request.body;
    if (to) clock.set(Date.parse(to));
    if (advanceMs) clock.advance(advanceMs);
    await app.jobs.tick();
    const ran = drain ? await app.jobs.drain() : 0;
    return { Now: new Date(app.clock()).toISOString(), OffsetMs: clock.offset(), JobsRun: ran };
  });
  r.get('/api/dev/clock', { schema: { tags: ['dev'], summary: 'The server clock (TEST_CLOCK=Y only)' } },
    async () => ({ Now: new Date(app.clock()).toISOString(), OffsetMs: clock.offset() }));
}
