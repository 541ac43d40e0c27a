import { Type } from '@sinclair/typebox';
import { Nullable, Open } from '../schemas';

/** `GET api/cms/contents`: the tenant's published content pages a buyer can open (src/server/content/pages.ts). */
export const PublicPagesSchema = Open({
  Data: Type.Array(Open({
    PageId: Type.String({ description: 'e.g. cookies-policy, pdpa, privacy, about' }),
    Title: Type.String({ description: 'In the asked locale (Thai when the page has no English title)' }),
    Path: Type.String({ description: 'Where the storefront shows it, e.g. /contents/pdpa' }),
    Version: Type.String({ description: 'The published version' }),
    UpdatedAt: Nullable(Type.String({ description: 'ISO 8601 instant of the published text' })),
  })),
}, 'Published pages, in the editor\'s order (pages with no text yet are left out)');
