import { Type } from '@sinclair/typebox';
import { Open } from '../schemas';

/** Success bodies of the release notes: the changelog and the API diff between versions. */

const Str = Type.String();
const Operation = Open({ method: Type.String({ description: 'Upper-case HTTP method' }), path: Str, summary: Str });

export const ReleaseNotesSchema = Open({
  Intro: Type.String({ description: 'HTML' }),
  Releases: Type.Array(Open({ Title: Str, Html: Str }), { description: 'Newest first' }),
}, 'The changelog');

export const ApiChangesSchema = Open({
  Versions: Type.Array(Str, { description: '\'current\' (this server) and every kept snapshot, newest first' }),
  From: Str, To: Str,
  Diff: Open({
    added: Type.Array(Operation), removed: Type.Array(Operation),
    changed: Type.Array(Open({ method: Str, path: Str, changes: Type.Array(Type.String({ description: 'One sentence per change' })) })),
  }),
}, 'API operations added, removed and changed between two versions');
