import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MissionKind, MissionType } from '../../domain/missions';
import { apiFetch } from './client';
import { dismissToastsOf } from '../widgets/toast-store';

/** The spec's mission calls (types, list by type and centre, by-owner history, detail) and one action per task kind (docs/missions.md). */
export interface MissionOwner {
  Value: number; Target: number; Percent: number; Completed: boolean; CompletedAt: string | null; CheckedInToday: boolean;
  Photo: { Id: number; Status: 'PENDING' | 'APPROVED' | 'REJECTED'; Reason: string | null } | null; CouponId: string | null;
}
export interface Mission {
  Id: number; Kind: MissionKind; TypeId: number; ParentTypeId: number | null; Name: string; NameEn: string; Description: string; DescriptionEn: string;
  Target: number; RewardPoints: number; RewardVoucherId: number | null; DateBegin: string | null; DateEnd: string | null; SaleUnit: string | null;
  RadiusM: number; SurveyForm: string | null; Content?: string; ContentEn?: string; Type?: MissionType; Owner?: MissionOwner;
  Reward?: { Points: number; Voucher: { Id: number; Name: string; NameEn: string } | null };
}
export interface MissionResult { Completed: boolean; Reward: { Points: number; CouponId: string | null } | null; Owner: MissionOwner }

const data = async <T>(path: string, query?: Record<string, string | number | boolean>): Promise<T | null> => {
  const res = await apiFetch<{ Data: T }>({ method: 'GET', path, query });
  return res.ok && res.data ? res.data.Data : null;
};

/** `GET api/crm-service/owner/mission/types` (topParent or parentId). */
export const missionTypesQuery = (token: string | null) =>
  queryOptions({ queryKey: ['missions', 'types', token], queryFn: async () => (await data<MissionType[]>('api/crm-service/owner/mission/types', { topParent: true })) ?? [], enabled: !!token, staleTime: Infinity });
export const useMissionTypes = (token: string | null) => useQuery(missionTypesQuery(token));

/** `GET api/crm-service/owner/mission`: available now at the active centre, with the customer's progress. */
export const missionsQuery = (token: string | null, parentTypeId: number | null, dist: string | null) =>
  queryOptions({
    queryKey: ['missions', 'list', token, parentTypeId, dist],
    queryFn: async () => (await data<Mission[]>('api/crm-service/owner/mission', {
      includeType: true, includeOwner: true, ...(parentTypeId ? { missionTypeParentTypeId: parentTypeId } : {}), ...(dist ? { dist } : {}),
    })) ?? [],
    enabled: !!token,
  });
export const useMissions = (token: string | null, parentTypeId: number | null, dist: string | null) => useQuery(missionsQuery(token, parentTypeId, dist));

/** `GET api/crm-service/owner/mission/by-owner`: started (historyMode false) or completed (true). */
export const missionHistoryQuery = (token: string | null, parentTypeId: number | null, historyMode: boolean) =>
  queryOptions({
    queryKey: ['missions', 'by-owner', token, parentTypeId, historyMode],
    queryFn: async () => (await data<Mission[]>('api/crm-service/owner/mission/by-owner', {
      includeOwnerDetail: true, historyMode, ...(parentTypeId ? { missionTypeParentTypeId: parentTypeId } : {}),
    })) ?? [],
    enabled: !!token,
  });
export const useMissionHistory = (token: string | null, parentTypeId: number | null, historyMode: boolean) => useQuery(missionHistoryQuery(token, parentTypeId, historyMode));

/** `GET api/crm-service/owner/mission/{id}` with every include. */
export const missionQuery = (token: string | null, id: number) =>
  queryOptions({
    queryKey: ['missions', 'detail', token, id],
    queryFn: () => data<Mission>(`api/crm-service/owner/mission/${id}`, { includeType: true, includeOwner: true, includeOwnerDetail: true, includeTags: true, includeReward: true }),
    enabled: !!token && id > 0,
  });
export const useMission = (token: string | null, id: number) => useQuery(missionQuery(token, id));

const ACTION: Record<MissionKind, string> = { 'CHECK-IN': 'check-in', NEWS: 'read', ORDER_ACC: 'claim', PHOTO: 'photo', SCAN_QR: 'scan', SURVEY: 'survey' };

/**
 * The task's action (`POST api/crm-service/owner/mission/{id}/<action>`): JSON body, or a FormData
 * with the photo. A refusal (already done, too far, wrong code) is shown by the API client's toast.
 */
export function useMissionAction(kind: MissionKind, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: Record<string, unknown> | FormData) => {
      const res = await apiFetch<MissionResult>({ method: 'POST', path: `api/crm-service/owner/mission/${id}/${ACTION[kind]}`, body });
      return res.ok && res.data ? res.data : null;
    },
    // A refusal stays 30 s (an error toast): once the task succeeds ("too far" then a check-in
    // from nearer), that refusal is no longer true and must not sit beside the reward.
    onSuccess: (result) => { if (result) dismissToastsOf('error'); },
    onSettled: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: ['missions'] }), client.invalidateQueries({ queryKey: ['points'] }), client.invalidateQueries({ queryKey: ['voucher-items'] })]);
    },
  });
}
