/** Names of the rider area's screens (src/web/rider/screens.ts registers them; the bundle's `rider.*` screens name them). Plain data so node scripts can read it. */
export const RIDER_SCREEN_NAMES = ['RiderHome', 'RiderDeliveryList', 'RiderDeliveryDetail', 'RiderHistory', 'RiderProfile'] as const;

export type RiderScreenName = (typeof RIDER_SCREEN_NAMES)[number];
