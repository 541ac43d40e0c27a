import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';

export interface ReleaseNotes { Intro: string; Releases: { Title: string; Html: string }[] }
export interface ApiDiff {
  added: { method: string; path: string; summary: string }[];
  removed: { method: string; path: string; summary: string }[];
  changed: { method: string; path: string; changes: string[] }[];
}
export interface ApiChanges { Versions: string[]; From: string; To: string; Diff: ApiDiff }

/** `GET api/release/notes`: CHANGELOG.md as sanitised HTML sections, newest first. */
export const releaseNotesQuery = () => queryOptions({
  queryKey: ['release-notes'],
  queryFn: async () => {
    const r = await apiFetch<ReleaseNotes>({ path: 'api/release/notes' }, { expect: [404] });
    return r.ok && r.data ? r.data : null;
  },
  staleTime: 10 * 60_000,
});
export const useReleaseNotes = () => useQuery(releaseNotesQuery());

/** `GET api/release/api?from=&to=`: the API's changes between two OpenAPI documents. */
export const apiChangesQuery = (from: string | undefined, to: string | undefined) => queryOptions({
  queryKey: ['release-api', from ?? '', to ?? ''],
  queryFn: async () => {
    const r = await apiFetch<ApiChanges>({ path: 'api/release/api', query: { from, to } }, { expect: [400] });
    return r.ok && r.data ? r.data : null;
  },
  staleTime: 10 * 60_000,
});
export const useApiChanges = (from?: string, to?: string) => useQuery(apiChangesQuery(from, to));
