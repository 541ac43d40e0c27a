import { Type, type Static } from '@sinclair/typebox';
import { badRequest, type FieldError } from '../../errors';
import { Body } from '../schemas';

const Text = (max: number) => Type.Optional(Type.String({ maxLength: max }));

export const BroadcastBody = Body({
  TitleTh: Text(200), TitleEn: Text(200), BodyTh: Text(5000), BodyEn: Text(5000),
  ImageUrl: Text(500), LinkUrl: Text(500),
  AudienceKind: Type.Union([Type.Literal('TAG'), Type.Literal('CENTRE'), Type.Literal('LIST')]),
  AudienceCodes: Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: 5000 }),
  PublishAt: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
}, 'A broadcast: Thai title and message required (English optional), optional image and link, audience by TAG, CENTRE or LIST of customer codes, PublishAt (ISO) to schedule, empty to send now');
export type BroadcastBodyT = Static<typeof BroadcastBody>;

export const AudienceBody = Body({
  AudienceKind: Type.Union([Type.Literal('TAG'), Type.Literal('CENTRE'), Type.Literal('LIST')]),
  AudienceCodes: Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: 5000 }),
}, 'An audience to count before sending');

export const BROADCAST_MESSAGES = {
  title: 'Please enter a title',
  body: 'Please enter the message',
  link: 'A link starts with https://, http:// or /',
  image: 'An image address starts with https://, http:// or /',
} as const;

const URLISH = /^(https?:\/\/\S+|\/\S*)$/;

export function broadcastProblems(b: BroadcastBodyT): FieldError[] {
  const out: FieldError[] = [];
  if (!(b.TitleTh ?? '').trim()) out.push({ field: '/body/TitleTh', reason: BROADCAST_MESSAGES.title });
  if (!(b.BodyTh ?? '').trim()) out.push({ field: '/body/BodyTh', reason: BROADCAST_MESSAGES.body });
  if ((b.ImageUrl ?? '').trim() && !URLISH.test(b.ImageUrl!.trim())) out.push({ field: '/body/ImageUrl', reason: BROADCAST_MESSAGES.image });
  if ((b.LinkUrl ?? '').trim() && !URLISH.test(b.LinkUrl!.trim())) out.push({ field: '/body/LinkUrl', reason: BROADCAST_MESSAGES.link });
  return out;
}

export function assertValidBroadcast(b: BroadcastBodyT): void {
  const problems = broadcastProblems(b);
  if (problems.length > 0) throw badRequest(problems[0].reason, problems);
}
