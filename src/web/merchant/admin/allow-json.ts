import type { AllowInput } from '../../api/admin-allow-list';

/**
 * Entries from what a super admin pastes or uploads: the export file (`{ customers: [...] }`), an
 * array of `{ CustomerCode, Note }`, or an array of codes. Null when it is none of these.
 */
export function parseAllowJson(text: string): AllowInput[] | null {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return null;
  }
  const list = Array.isArray(doc) ? doc : doc && typeof doc === 'object' && Array.isArray((doc as { customers?: unknown }).customers) ? (doc as { customers: unknown[] }).customers : null;
  if (!list) return null;
  const out: AllowInput[] = [];
  for (const item of list) {
    if (typeof item === 'string') out.push({ CustomerCode: item.trim() });
    else if (item && typeof item === 'object' && typeof (item as AllowInput).CustomerCode === 'string') {
      const e = item as AllowInput;
      out.push(e.Note ? { CustomerCode: e.CustomerCode.trim(), Note: String(e.Note) } : { CustomerCode: e.CustomerCode.trim() });
    } else return null;
  }
  return out;
}

export const allowJsonText = (entries: AllowInput[]) => `${JSON.stringify(entries.map((e) => ({ CustomerCode: e.CustomerCode, Note: e.Note ?? '' })), null, 2)}\n`;
