import { errorResponses } from '../../contract/error-body';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { readChangelog } from '../../release/changelog';
import { diffOpenApi } from '../../release/openapi-diff';
import { CHANGELOG_FILE, readSnapshot, snapshotVersions } from '../../release/snapshots';
import { badRequest, notFound } from '../../errors';
import { Query } from '../schemas';
import { ApiChangesSchema, ReleaseNotesSchema } from './responses';

const TAGS = ['release'];
const CURRENT = 'current';
const Version = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9._-]+$' });

/**
 * Release notes (docs/operations.md): `/release/notes` reads CHANGELOG.md; `/release/notes/api`
 * diffs two OpenAPI documents, each a kept snapshot (`docs/api/openapi-<version>.json`) or the
 * running server's own document ('current').
 */
export default async function releaseRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/release/notes', {
    schema: { tags: TAGS, summary: 'The changelog: { Intro (HTML), Releases: [{ Title, Html }] } newest first', response: { 200: ReleaseNotesSchema, ...errorResponses(404) } },
  }, async () => {
    try {
      const log = await readChangelog(CHANGELOG_FILE);
      return { Intro: log.intro, Releases: log.releases.map((x) => ({ Title: x.title, Html: x.html })) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw notFound('No changelog is installed with this server');
      throw err;
    }
  });

  r.get('/api/release/api', {
    schema: { response: { 200: ApiChangesSchema },
      tags: TAGS,
      summary: 'API changes between two versions: { Versions, From, To, Diff: { added, removed, changed } }',
      description: `Versions: 'current' (this server) and every kept snapshot, newest first. Defaults: from the newest snapshot to current.`,
      querystring: Query({ from: Type.Optional(Version), to: Type.Optional(Version) }),
    },
  }, async (request) => {
    const versions = await snapshotVersions();
    const all = [CURRENT, ...versions];
    const from = request.query.from ?? versions[0] ?? CURRENT;
    const to = request.query.to ?? CURRENT;
    const errors = [['from', from], ['to', to]].filter(([, v]) => !all.includes(v!)).map(([k, v]) => ({ field: `/query/${k}`, reason: `no OpenAPI document for version '${v}'` }));
    if (errors.length) throw badRequest('Unknown version', errors);
    const load = async (v: string) => (v === CURRENT ? app.swagger() : readSnapshot(v));
    return { Versions: all, From: from, To: to, Diff: diffOpenApi(await load(from), await load(to)) };
  });
}
