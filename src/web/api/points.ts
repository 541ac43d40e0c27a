import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';

export type PointsAnswer = { data?: number | string | { data?: number | string } };

/** The balance in a GET_POINT answer: `data.data` (the spec's words), also accepted as a bare `data`. */
export function pointsOf(body: PointsAnswer | undefined): number | null {
  const inner = body?.data;
  const raw = inner !== null && typeof inner === 'object' ? inner.data : inner;
  const value = Number(raw);
  return raw !== undefined && raw !== '' && Number.isFinite(value) ? value : null;
}

/** `POST GET_MASTER_DATA/GET_POINT` (empty body): `data.data` is the number of points. */
export function fetchPoints() {
  return apiFetch<PointsAnswer>({ method: 'POST', path: 'GET_MASTER_DATA/GET_POINT', body: {} }, { expect: [404] });
}

export const pointsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['points', token],
    queryFn: async () => {
      const res = await fetchPoints();
      return res.ok ? pointsOf(res.data) : null;
    },
    enabled: !!token,
    staleTime: 60_000,
  });

export function usePoints(token: string | null, enabled: boolean) {
  return useQuery({ ...pointsQuery(token), enabled: enabled && !!token });
}
