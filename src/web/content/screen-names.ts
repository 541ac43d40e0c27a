/** Names of the content, release-notes and diagnostics components (plain data so node scripts can read it). */
export const CONTENT_BUYER_SCREEN_NAMES = ['CmsContent', 'ReleaseNotes', 'ReleaseNotesApi', 'Diagnostics'] as const;
export const CONTENT_MERCHANT_SCREEN_NAMES = ['AdminContents', 'AdminNews'] as const;
