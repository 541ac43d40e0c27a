import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { claimsOf } from '../../auth/guards';
import { EmptyBody } from '../schemas';
import { StatusOkSchema } from './responses';

/**
 * `POST authen/logout`: ends the caller's session on the server, so the token is refused from now
 * on by every process (customer, merchant, rider; a guest token has no session and gets 200).
 */
export default async function logoutRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.post('/authen/logout', {
    schema: {
      tags: ['authen'], summary: 'End the current session (the token stops working everywhere)', security: [{ bearer: [] }],
      body: EmptyBody, response: { 200: StatusOkSchema },
    },
  }, async (request) => {
    const claims = claimsOf(request);
    if (claims.sid) await app.sessions.revoke(claims.TenantId, [claims.sid], 'logout');
    return { status: 200 };
  });
}
