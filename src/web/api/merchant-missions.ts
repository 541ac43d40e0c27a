import { queryOptions } from '@tanstack/react-query';
import type { MissionKind, MissionRepeat } from '../../domain/missions';
import { apiFetch } from './client';
import type { ApiResponse } from './contract';

/** Mission catalogue and photo review for super admins (api/merchant/loyalty/missions*, docs/missions.md). */
export interface MissionInput {
  Kind: MissionKind; NameTh: string; NameEn: string; DescriptionTh: string; DescriptionEn: string; Target: number; RewardPoints: number; RewardVoucherId: number | null;
  DateBegin: string | null; DateEnd: string | null; SaleUnit: string | null; TargetTag: string; ContentTh: string; ContentEn: string; QrCode: string | null;
  SurveyForm: string | null; RadiusM: number; Active: boolean; RepeatEvery: MissionRepeat; MaxCompletions: number | null;
}
/** As the contract documents them (src/web/api/openapi/): a renamed or dropped field fails the type check. */
export type AdminMission = ApiResponse<'getMerchantLoyaltyMissions'>['Data'][number];
export type MissionPhoto = ApiResponse<'getMerchantLoyaltyMissionsPhotos'>['Data'][number];

export const adminMissionsQuery = () => queryOptions({
  queryKey: ['merchant-loyalty', 'missions'],
  queryFn: async () => {
    const res = await apiFetch<{ Data: AdminMission[] }>({ path: 'api/merchant/loyalty/missions', area: 'merchant' });
    return res.ok && res.data ? res.data.Data : [];
  },
});

export const missionPhotosQuery = () => queryOptions({
  queryKey: ['merchant-loyalty', 'mission-photos'],
  queryFn: async () => {
    const res = await apiFetch<{ Data: MissionPhoto[] }>({ path: 'api/merchant/loyalty/missions/photos', area: 'merchant', query: { status: 'PENDING' } });
    return res.ok && res.data ? res.data.Data : [];
  },
});

/** Create (no id) or save a mission; a 400 comes back with every failing field for the form. */
export function saveMission(m: MissionInput, id?: number) {
  return apiFetch<{ Id?: number }>({ method: id ? 'PUT' : 'POST', path: id ? `api/merchant/loyalty/missions/${id}` : 'api/merchant/loyalty/missions', area: 'merchant', body: m }, { expect: [400] });
}

export function reviewMissionPhoto(id: number, approve: boolean, reason?: string) {
  return apiFetch<{ Completed: boolean }>({ method: 'POST', path: `api/merchant/loyalty/missions/photos/${id}/review`, area: 'merchant', body: { Approve: approve, ...(reason ? { Reason: reason } : {}) } }, { expect: [400] });
}
