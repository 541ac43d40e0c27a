import { missionTypeOfKind } from '../../../domain/missions';
import type { MissionRow, OwnerProgress } from './store';

/**
 * The mission as the buyer calls answer it. The QR code is never in it (a buyer who could read it
 * would not need to scan); staff read it from the back office list.
 */
export function missionView(m: MissionRow, inc: { type?: boolean; owner?: OwnerProgress; tags?: boolean; reward?: { voucher: { Id: number; Name: string; NameEn: string } | null }; detail?: boolean }) {
  const type = missionTypeOfKind(m.kind);
  return {
    Id: m.id, Kind: m.kind, TypeId: type.Id, ParentTypeId: type.ParentId, Name: m.nameTh, NameEn: m.nameEn,
    Description: m.descriptionTh, DescriptionEn: m.descriptionEn, Target: m.target, RewardPoints: m.rewardPoints, RewardVoucherId: m.rewardVoucherId,
    DateBegin: m.dateBegin, DateEnd: m.dateEnd, SaleUnit: m.saleUnit, RadiusM: m.radiusM, SurveyForm: m.surveyForm,
    ...(inc.detail && m.kind === 'NEWS' ? { Content: m.contentTh, ContentEn: m.contentEn } : {}),
    ...(inc.type ? { Type: type } : {}),
    ...(inc.owner ? { Owner: inc.owner } : {}),
    ...(inc.tags ? { Tags: m.targetTag ? [m.targetTag] : [] } : {}),
    ...(inc.reward ? { Reward: { Points: m.rewardPoints, Voucher: inc.reward.voucher } } : {}),
  };
}
