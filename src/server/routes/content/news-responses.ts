import { Type } from '@sinclair/typebox';
import { Nullable, Open } from '../schemas';

/** One banner or news item as the back office edits it. */
export const NewsAdminItemSchema = Open({
  Code: Type.String(),
  NewsType: Type.Union([Type.Literal('B'), Type.Literal('N')], { description: 'B: home banner, N: news item' }),
  TitleTh: Type.String(), TitleEn: Type.String(), BodyTh: Type.String(), BodyEn: Type.String(),
  Image: Type.String({ description: 'The picture (URL); uploaded ones take ?w= for a resized copy' }),
  ImageEn: Type.String({ description: 'The English picture; empty: English pages show Image' }),
  Link: Type.String(),
  Active: Type.Union([Type.Literal('Y'), Type.Literal('N')]),
  DateStart: Nullable(Type.String({ description: 'First day shown (YYYY-MM-DD); null: from now' })),
  DateEnd: Nullable(Type.String({ description: 'Last day shown; null: no end' })),
  SortOrder: Type.Integer(),
  State: Type.Union([Type.Literal('live'), Type.Literal('scheduled'), Type.Literal('ended'), Type.Literal('off')], { description: 'What buyers see of it today' }),
});

export const NewsListSchema = Open({ Data: Type.Array(NewsAdminItemSchema) });

export const NewsImageSchema = Open({
  Code: Type.String(), Lang: Type.Union([Type.Literal('th'), Type.Literal('en')]), Url: Type.String(), Width: Type.Integer(), Height: Type.Integer(),
});
