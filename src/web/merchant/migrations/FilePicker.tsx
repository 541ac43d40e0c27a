/** @jsxImportSource theme-ui */
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../domain/format';
import type { ExceptionBody } from '../../api/http';
import { Button } from '../ui/kit';

/** A CSV/JSON file chooser showing the chosen name and size. */
export function FilePicker({ file, onFile, accept = '.csv,.json,text/csv,application/json', testId, jsonOnly }: { file: File | null; onFile: (f: File | null) => void; accept?: string; testId?: string; jsonOnly?: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <input ref={input} id={id} data-testid={testId} type="file" accept={accept} sx={{ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
        onChange={(e) => { onFile(e.target.files?.[0] ?? null); }} />
      <Button tone="outline" onClick={() => input.current?.click()}>{t('merchant:migration.chooseFile')}</Button>
      <label htmlFor={id} sx={{ fontSize: 1, color: file ? 'text' : 'textMuted', overflowWrap: 'anywhere' }}>
        {file ? `${file.name} (${formatCount(Math.max(1, Math.round(file.size / 1024)), i18n.language)} KB)` : t(jsonOnly ? 'merchant:migration.noJsonFile' : 'merchant:migration.noFile')}
      </label>
    </div>
  );
}

/** A refused file (400): every problem with where it is. */
export function FileProblems({ exception }: { exception: ExceptionBody | null }) {
  const { t } = useTranslation();
  if (!exception) return null;
  return (
    <div role="alert" data-testid="file-problems" sx={{ border: '1px solid', borderColor: 'error', borderRadius: 'small', p: 3, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <strong sx={{ color: 'errorText' }}>{exception.Message || t('merchant:migration.fileRefused')}</strong>
      <ul sx={{ m: 0, pl: 3, fontSize: 1 }}>
        {(exception.Errors ?? []).map((e, i) => (
          <li key={i}><code sx={{ fontSize: 0 }}>{e.field}</code> {e.reason}</li>
        ))}
      </ul>
    </div>
  );
}
