import { Type } from '@sinclair/typebox';
import { MISSION_KINDS, MISSION_REPEATS } from '../../../domain/missions';
import { Nullable, OneOf, Open } from '../schemas';

export const MissionKind = OneOf(MISSION_KINDS, 'Task kind');

const MissionType = Open({
  Id: Type.Number(), ParentId: Nullable(Type.Number({ description: 'null for a top parent' })), Code: Type.String(), Name: Type.String(), NameEn: Type.String(),
});

export const MissionTypesSchema = Open({ Data: Type.Array(MissionType) });

/** The customer's progress on one mission. */
const OwnerProgress = Open({
  Value: Type.Number(), Target: Type.Number(), Percent: Type.Number({ description: 'Capped at 100, 2 decimals' }),
  Completed: Type.Boolean({ description: 'Done for now: this round completed, or every allowed completion used' }),
  CompletedAt: Nullable(Type.String()), Completions: Type.Number(), MaxCompletions: Nullable(Type.Number()),
  RepeatEvery: OneOf(MISSION_REPEATS), CheckedInToday: Type.Boolean(),
  Photo: Nullable(Open({ Id: Type.Number(), Status: Type.String({ description: 'PENDING, APPROVED or REJECTED' }), Reason: Nullable(Type.String()) })),
  CouponId: Nullable(Type.String({ description: 'Reward coupon of the last completion' })),
});

/** A mission as the buyer calls answer it (never its QR code); Type/Owner/Tags/Reward only when asked for. */
const MissionView = Open({
  Id: Type.Number(), Kind: MissionKind, TypeId: Type.Number(), ParentTypeId: Nullable(Type.Number()), Name: Type.String(), NameEn: Type.String(),
  Description: Type.String(), DescriptionEn: Type.String(), Target: Type.Number(), RewardPoints: Type.Number(), RewardVoucherId: Nullable(Type.Number()),
  DateBegin: Nullable(Type.String()), DateEnd: Nullable(Type.String()), SaleUnit: Nullable(Type.String()), RadiusM: Type.Number(), SurveyForm: Nullable(Type.String()),
  Content: Type.Optional(Type.String({ description: 'NEWS detail only' })), ContentEn: Type.Optional(Type.String()),
  Type: Type.Optional(MissionType), Owner: Type.Optional(OwnerProgress), Tags: Type.Optional(Type.Array(Type.String())),
  Reward: Type.Optional(Open({ Points: Type.Number(), Voucher: Nullable(Open({ Id: Type.Number(), Name: Type.String(), NameEn: Type.String() })) })),
});

export const MissionListSchema = Open({ Data: Type.Array(MissionView) });
export const MissionDetailSchema = Open({ Data: MissionView });

/** A task action's answer: 201 when the mission was completed now, 200 for a step, 202 for a photo waiting for approval. */
export const MissionActionSchema = Open({
  status: Type.Number({ description: 'The HTTP status: 201 completed now, 200 a step, 202 a photo waiting' }), Completed: Type.Boolean(),
  Reward: Nullable(Open({ Points: Type.Number(), CouponId: Nullable(Type.String()) })),
  Owner: OwnerProgress,
});

/* Back office (api/merchant/loyalty/missions*, super admins). */

/** A mission as staff set it up: everything, the QR code included, and its completions so far. */
const StaffMission = Open({
  Id: Type.Number(), Kind: MissionKind, NameTh: Type.String(), NameEn: Type.String(), DescriptionTh: Type.String(), DescriptionEn: Type.String(),
  Target: Type.Number(), RewardPoints: Type.Number(), RewardVoucherId: Nullable(Type.Number()),
  DateBegin: Nullable(Type.String({ description: 'YYYY-MM-DD' })), DateEnd: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
  SaleUnit: Nullable(Type.String()), TargetTag: Type.String({ description: 'Customer tag; empty: everyone' }),
  ContentTh: Type.String(), ContentEn: Type.String(), QrCode: Nullable(Type.String()), SurveyForm: Nullable(Type.String()), RadiusM: Type.Number(), Active: Type.Boolean(),
  RepeatEvery: OneOf(MISSION_REPEATS), MaxCompletions: Nullable(Type.Number({ description: 'Per customer in all; null: no limit' })),
  Completions: Type.Number({ description: 'Completions by all customers' }),
});

export const StaffMissionListSchema = Open({ Data: Type.Array(StaffMission, { description: 'Newest first, disabled ones included' }) });
export const MissionCreatedSchema = Open({ status: Type.Literal(201), Id: Type.Number() });
export const MissionSavedSchema = Open({ status: Type.Literal(200) });

const PhotoStatus = OneOf(['PENDING', 'APPROVED', 'REJECTED'] as const, 'Review state');

export const MissionPhotosSchema = Open({
  Data: Type.Array(Open({
    Id: Type.Number(), MissionId: Type.Number(), MissionName: Type.String(), MissionNameEn: Type.String(), CustomerCode: Type.String(),
    CustomerName: Type.String({ description: 'Empty when the customer is gone' }), Status: PhotoStatus, Reason: Nullable(Type.String()),
    CreatedAt: Type.String({ description: 'ISO 8601 instant' }), Url: Type.String({ description: 'Relative path of the picture (bearer token needed)' }),
  }), { description: 'Oldest first' }),
});

export const PhotoReviewSchema = Open({ status: Type.Literal(200), Completed: Type.Boolean({ description: 'The approval completed the mission now (reward granted)' }) });
