/** Names of the customer tag screens (plain data so node scripts such as the manifest can read it). */
export const TAG_SCREEN_NAMES = ['TagList', 'TagCreate', 'TagEdit'] as const;
export type TagScreenName = (typeof TAG_SCREEN_NAMES)[number];
