/** @jsxImportSource theme-ui */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TagInput } from '../api/tags';
import { Button, Field, Switch, TextInput } from '../merchant/ui/kit';
import { validateTag, type TagFieldErrors } from './validate';

const SWATCHES = ['#1565c0', '#2e7d32', '#c62828', '#ef6c00', '#6a1b9a', '#ad1457', '#00838f', '#5f6b7a'];

/**
 * Code (create only), Thai and English names, colour and active switch. Checks the same rules as
 * the server before sending; `errors` shows what the server refused, field by field.
 */
export function TagForm({ initial, creating, busy, errors, onSubmit, submitLabel, readOnly }: {
  initial: TagInput;
  creating: boolean;
  busy?: boolean;
  errors?: TagFieldErrors;
  onSubmit: (input: TagInput) => void;
  submitLabel: string;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState<TagInput>(initial);
  const [local, setLocal] = useState<TagFieldErrors>({});
  const shown = { ...errors, ...local };
  const set = (patch: Partial<TagInput>) => setInput((v) => ({ ...v, ...patch }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateTag(input, creating);
    setLocal(found);
    if (Object.keys(found).length === 0) onSubmit({ ...input, Code: creating ? (input.Code ?? '').trim().toUpperCase() : undefined });
  };
  const msg = (key: string | undefined) => (key ? t(key) : null);
  return (
    <form onSubmit={submit} noValidate sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr 1fr'], gap: 3 }}>
      {creating && (
        <TextInput label={t('merchant:tag.field.code')} name="Code" value={input.Code ?? ''} maxLength={30} autoCapitalize="characters"
          hint={t('merchant:tag.codeHint')} error={msg(shown.Code)} onChange={(e) => set({ Code: e.target.value.toUpperCase() })} />
      )}
      <TextInput label={t('merchant:tag.field.nameTh')} name="NameTh" value={input.NameTh} maxLength={100} disabled={readOnly}
        error={msg(shown.NameTh)} onChange={(e) => set({ NameTh: e.target.value })} />
      <TextInput label={t('merchant:tag.field.nameEn')} name="NameEn" value={input.NameEn} maxLength={100} disabled={readOnly}
        onChange={(e) => set({ NameEn: e.target.value })} />
      <Field label={t('merchant:tag.field.color')} error={msg(shown.Color)}>
        <div sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }} role="radiogroup" aria-label={t('merchant:tag.field.color')}>
          {SWATCHES.map((c) => (
            <button key={c} type="button" role="radio" aria-checked={input.Color.toLowerCase() === c} aria-label={c} disabled={readOnly} onClick={() => set({ Color: c })}
              sx={{ width: 32, height: 32, borderRadius: 'pill', bg: c, border: '3px solid', borderColor: input.Color.toLowerCase() === c ? 'text' : 'background', cursor: 'pointer', boxShadow: '0 0 0 1px rgba(0,0,0,0.2)' }} />
          ))}
          <input type="color" aria-label={t('merchant:tag.otherColor')} value={/^#[0-9a-fA-F]{6}$/.test(input.Color) ? input.Color : '#1565c0'} disabled={readOnly}
            onChange={(e) => set({ Color: e.target.value })} sx={{ width: 40, height: 32, p: 0, border: 0, bg: 'transparent' }} />
        </div>
      </Field>
      <div sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Switch checked={input.Active} label={t('merchant:tag.field.active')} disabled={readOnly} onChange={(next) => set({ Active: next })} />
        <span sx={{ fontSize: 1 }}>{input.Active ? t('merchant:tag.active') : t('merchant:tag.inactive')}</span>
      </div>
      {!readOnly && (
        <div sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" busy={busy}>{submitLabel}</Button>
        </div>
      )}
    </form>
  );
}
