import { Type } from '@sinclair/typebox';
import { Nullable, Open, OneOf } from '../schemas';
import { AUDIENCE_KINDS } from './audience';

/** Success bodies of broadcasts: the back office's list, detail and send, and the buyer's messages. */

const Str = Type.String();
const Int = Type.Integer();
const Iso = Type.String({ description: 'ISO 8601 instant' });

export const BroadcastSchema = Open({
  Id: Int, TitleTh: Str, TitleEn: Str, BodyTh: Str, BodyEn: Str, ImageUrl: Str, LinkUrl: Str,
  AudienceKind: OneOf(AUDIENCE_KINDS), AudienceCodes: Type.Array(Str, { description: 'Tags, centres or customer codes, by AudienceKind' }),
  PublishAt: Iso, CreatedAt: Iso, CreatedByName: Str,
  Status: Type.Union([Type.Literal('SENT'), Type.Literal('SCHEDULED')]),
  Recipients: Int, Delivered: Type.Integer({ description: 'In the recipients\' news lists (0 until a scheduled one is due)' }), Read: Int,
}, 'A broadcast with its delivery and read counts');

export const BroadcastPageSchema = Open({ Data: Type.Array(BroadcastSchema), Total: Int }, 'Broadcasts, newest first');

export const AudienceCountSchema = Open({ Count: Type.Integer({ description: 'Customers the audience reaches now' }) });

export const BroadcastSentSchema = Open({
  status: Type.Literal(200), Id: Int, Recipients: Int, PublishAt: Iso,
  LinePush: Type.Optional(Type.String({ description: 'Present when the LINE pushes could not be sent now (they are retried)' })),
}, 'The new broadcast');

export const RecipientsSchema = Open({
  Data: Type.Array(Open({ CUSTOMERCODE: Str, CUSTOMERNAME: Str, MobileNo: Str, ReadAt: Nullable(Iso) })),
  Total: Int,
}, 'Recipients, those who read first');

const Message = Open({
  Id: Int, Title: Str, TitleEn: Str, Detail: Str, DetailEn: Str, Image: Str, Link: Str, PublishAt: Iso, ReadAt: Nullable(Iso),
}, 'A message in the buyer\'s news list');

export const MessagesSchema = Open({ Data: Type.Array(Message), Unread: Int, Total: Int }, 'The customer\'s messages, newest first');
export const MessageReadSchema = Open({ Data: Message });
