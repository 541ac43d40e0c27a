import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './client';

/** `POST GET_MASTER_DATA/GET_POINT` (empty body): `data` is the number of points. */
export function fetchPoints() {
  return apiFetch<{ data?: number | string }>({ method: 'POST', path: 'GET_MASTER_DATA/GET_POINT', body: {} }, { expect: [404] });
}

export const pointsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['points', token],
    queryFn: async () => {
      const res = await fetchPoints();
      const value = Number(res.data?.data);
      return res.ok && Number.isFinite(value) ? value : null;
    },
    enabled: !!token,
    staleTime: 60_000,
  });

export function usePoints(token: string | null, enabled: boolean) {
  return useQuery({ ...pointsQuery(token), enabled: enabled && !!token });
}
