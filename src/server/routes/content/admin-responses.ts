import { Type } from '@sinclair/typebox';
import { Nullable, Open } from '../schemas';

/** Success bodies of the content editor (`/admin/contents`) and its PDPA consent tab. */

const Str = Type.String();
const Iso = Type.String({ description: 'ISO 8601 instant' });

const Version = Open({
  Version: Type.Integer(), Status: Type.Union([Type.Literal('draft'), Type.Literal('published'), Type.Literal('superseded')]),
  TitleTh: Str, TitleEn: Str, BodyTh: Type.String({ description: 'Sanitised editor HTML' }), BodyEn: Str,
  CreatedBy: Str, CreatedAt: Nullable(Iso), PublishedBy: Nullable(Str), PublishedAt: Nullable(Iso),
}, 'One saved version of a page');

export const ContentPagesSchema = Open({
  Data: Type.Array(Open({
    PageId: Str, Path: Type.String({ description: 'Where buyers read it' }), Consent: Type.Boolean({ description: 'Publishing asks customers to decide again (PDPA)' }),
    Title: Str, TitleEn: Str, LiveVersion: Nullable(Type.String({ description: 'The version buyers see; null: nothing published yet' })),
    DraftVersion: Nullable(Type.Integer()), Versions: Type.Integer(), UpdatedAt: Nullable(Iso),
  })),
}, 'The editable pages with their live version and open draft');

export const ContentPageSchema = Open({
  Data: Open({
    PageId: Str, Path: Str, Consent: Type.Boolean(),
    Live: Nullable(Open({ Version: Str, TitleTh: Str, TitleEn: Str, BodyTh: Str, BodyEn: Str, UpdatedAt: Nullable(Iso) })),
    Versions: Type.Array(Version, { description: 'Newest first' }),
  }),
}, 'One page: the live text as editor HTML and every version');

export const ContentPreviewSchema = Open({ Data: Open({ TitleTh: Str, TitleEn: Str, BodyTh: Str, BodyEn: Str }) }, 'The draft as it would be stored (sanitised)');

export const ContentVersionSchema = Open({ Data: Version });

export const PdpaConsentsSchema = Open({
  Data: Open({
    Current: Nullable(Type.String({ description: 'The PDPA version in force' })),
    Summary: Type.Array(Open({ Version: Str, Accepted: Type.Integer(), Declined: Type.Integer() })),
    Total: Type.Integer(),
    Items: Type.Array(Open({
      CustomerCode: Str, CustomerName: Nullable(Str), SaleUnit: Str, Version: Str, Accepted: Type.Boolean(), At: Iso,
      Current: Type.Boolean({ description: 'The decision is on the version in force' }),
    })),
  }),
}, 'Customers\' latest PDPA decisions');
