import { Type, type Static } from '@sinclair/typebox';
import { badRequest, type FieldError } from '../../errors';
import { Body } from '../schemas';

/**
 * Tag master bodies. The shape is checked by Fastify (unknown fields refused); what is required and
 * its message comes from tagProblems, so a missing name is 'Please enter tag name', not a bare
 * "is required", and every failing field is listed.
 */
const Text = (max: number) => Type.Optional(Type.String({ maxLength: max }));

export const TagCreateBody = Body({
  Code: Text(30), NameTh: Text(100), NameEn: Text(100), Color: Text(7), Active: Type.Optional(Type.Boolean()),
}, 'A customer tag: Code (A-Z, 0-9, _ and -; fixed once created), NameTh, NameEn, Color (#rrggbb), Active');
export type TagCreateBodyT = Static<typeof TagCreateBody>;

export const TagUpdateBody = Body({
  NameTh: Text(100), NameEn: Text(100), Color: Text(7), Active: Type.Optional(Type.Boolean()),
}, 'Name, colour and active switch of a tag (its code never changes: customers carry it)');
export type TagUpdateBodyT = Static<typeof TagUpdateBody>;

export const TAG_MESSAGES = {
  code: 'Please enter tag code',
  codeFormat: 'Tag code may use A-Z, 0-9, _ and - only (up to 30)',
  codeTaken: 'This tag code is already in use',
  name: 'Please enter tag name',
  color: 'Please pick a colour (#rrggbb)',
} as const;

export const CODE_PATTERN = /^[A-Z0-9_-]{1,30}$/;
const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

export function normalizeCode(code: string | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

export function tagProblems(b: Partial<TagCreateBodyT>, creating: boolean): FieldError[] {
  const out: FieldError[] = [];
  if (creating) {
    const code = normalizeCode(b.Code);
    if (code === '') out.push({ field: '/body/Code', reason: TAG_MESSAGES.code });
    else if (!CODE_PATTERN.test(code)) out.push({ field: '/body/Code', reason: TAG_MESSAGES.codeFormat });
  }
  if (creating || b.NameTh !== undefined) {
    if ((b.NameTh ?? '').trim() === '') out.push({ field: '/body/NameTh', reason: TAG_MESSAGES.name });
  }
  if (b.Color !== undefined && !COLOR_PATTERN.test(b.Color)) out.push({ field: '/body/Color', reason: TAG_MESSAGES.color });
  return out;
}

export function assertValidTag(b: Partial<TagCreateBodyT>, creating: boolean): void {
  const problems = tagProblems(b, creating);
  if (problems.length > 0) throw badRequest(problems[0].reason, problems);
}
