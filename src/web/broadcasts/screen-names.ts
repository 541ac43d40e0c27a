/** Names of the broadcast screens (plain data so node scripts such as the manifest can read it). */
export const BROADCAST_SCREEN_NAMES = ['BroadcastList', 'BroadcastCreate', 'BroadcastDetail'] as const;
export type BroadcastScreenName = (typeof BROADCAST_SCREEN_NAMES)[number];
