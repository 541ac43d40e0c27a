/** Names of the promotion editor's screens (plain data so node scripts such as the manifest can read it). */
export const PROMOTION_SCREEN_NAMES = ['PromotionList', 'PromotionGeneral', 'PromotionCondition', 'PromotionDetail'] as const;
export type PromotionScreenName = (typeof PROMOTION_SCREEN_NAMES)[number];
