import type { TagInput } from '../api/tags';

/** The tag form's rules, the same as the server's (src/server/routes/tags/body.ts), with their i18n keys. */
export const TAG_ERRORS: Record<string, string> = {
  'Please enter tag code': 'merchant:tag.errors.code',
  'Tag code may use A-Z, 0-9, _ and - only (up to 30)': 'merchant:tag.errors.codeFormat',
  'This tag code is already in use': 'merchant:tag.errors.codeTaken',
  'Please enter tag name': 'merchant:tag.errors.name',
  'Please pick a colour (#rrggbb)': 'merchant:tag.errors.color',
};

export type TagFieldErrors = Partial<Record<'Code' | 'NameTh' | 'Color', string>>;

export function validateTag(input: TagInput, creating: boolean): TagFieldErrors {
  const out: TagFieldErrors = {};
  const code = (input.Code ?? '').trim().toUpperCase();
  if (creating && code === '') out.Code = 'merchant:tag.errors.code';
  else if (creating && !/^[A-Z0-9_-]{1,30}$/.test(code)) out.Code = 'merchant:tag.errors.codeFormat';
  if (input.NameTh.trim() === '') out.NameTh = 'merchant:tag.errors.name';
  if (!/^#[0-9a-fA-F]{6}$/.test(input.Color)) out.Color = 'merchant:tag.errors.color';
  return out;
}

/** A server 400 back to field → i18n key. */
export function fromServer(errors: { field: string; reason: string }[] | undefined): TagFieldErrors {
  const out: TagFieldErrors = {};
  for (const e of errors ?? []) {
    const field = e.field.replace(/^\/body\//, '') as keyof TagFieldErrors;
    if (field === 'Code' || field === 'NameTh' || field === 'Color') out[field] = TAG_ERRORS[e.reason] ?? e.reason;
  }
  return out;
}
