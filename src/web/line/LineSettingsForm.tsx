/** @jsxImportSource theme-ui */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLineSettings, useSaveLineSettings, type LineSettingsBody, type LineSettingsView } from '../api/line-staff';
import { Field, PrimaryButton } from '../auth/ui/fields';
import { showToast } from '../widgets/toast-store';
import { formatDate } from '../../engine';

const PLAIN = ['LoginChannelId', 'MessagingChannelId', 'OaId', 'ReturnUrl'] as const;
const SECRETS = [
  ['LoginChannelSecret', 'LoginChannelSecretSet'],
  ['MessagingChannelSecret', 'MessagingChannelSecretSet'],
  ['MessagingAccessToken', 'MessagingAccessTokenSet'],
] as const;
type Key = (typeof PLAIN)[number] | (typeof SECRETS)[number][0];
const ORDER: Key[] = ['LoginChannelId', 'LoginChannelSecret', 'MessagingChannelId', 'MessagingChannelSecret', 'MessagingAccessToken', 'OaId', 'ReturnUrl'];

const plainOf = (d: LineSettingsView | undefined) => Object.fromEntries(PLAIN.map((k) => [k, d?.[k] ?? ''])) as Record<(typeof PLAIN)[number], string>;

/**
 * The tenant's LINE channels as a super admin edits them on /line/test. Secrets are write-only: the
 * form shows whether one is set, sends a new one only when typed, and "Remove" clears it (the
 * environment's value applies again). Saved values take effect without a restart.
 */
export function LineSettingsForm() {
  const { t, i18n } = useTranslation();
  const q = useLineSettings();
  const save = useSaveLineSettings();
  const d = q.data?.ok ? q.data.data : undefined;
  const [plain, setPlain] = useState(plainOf(undefined));
  const [secrets, setSecrets] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  useEffect(() => { setPlain(plainOf(d?.Data)); }, [d?.Data]);

  const send = async (body: LineSettingsBody) => {
    setErrors({});
    const res = await save.mutateAsync(body);
    if (res.ok) {
      setSecrets({});
      showToast(t('common:line.settingsSaved'), { kind: 'success' });
      return;
    }
    const byField: Partial<Record<Key, string>> = {};
    for (const e of res.exception?.Errors ?? []) byField[e.field.replace('/body/', '') as Key] = e.reason;
    setErrors(byField);
    showToast(res.exception?.Message ?? t('common:line.settingsFailed'), { kind: 'error' });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: LineSettingsBody = {};
    for (const k of PLAIN) if (plain[k] !== (d?.Data[k] ?? '')) body[k] = plain[k].trim();
    for (const [k] of SECRETS) if (secrets[k]) body[k] = secrets[k];
    void send(body);
  };
  if (!d) return null;
  return (
    <form onSubmit={submit} noValidate data-testid="line-settings" sx={{ mt: 4, pt: 3, borderTop: '1px solid', borderColor: 'border' }}>
      <h2 sx={{ fontSize: 2, mt: 0 }}>{t('common:line.settingsTitle')}</h2>
      <p sx={{ mt: 0, fontSize: 0, color: 'textMuted' }}>{t('common:line.settingsIntro', { login: t(`common:line.source.${d.Source.Login}`), messaging: t(`common:line.source.${d.Source.Messaging}`) })}</p>
      {ORDER.map((k) => {
        const secret = SECRETS.find(([s]) => s === k);
        if (!secret) {
          const pk = k as (typeof PLAIN)[number];
          return <Field key={k} name={k} label={t(`common:line.settings.${k}`)} value={plain[pk]} error={errors[k]} onChange={(v) => setPlain((p) => ({ ...p, [pk]: v }))} />;
        }
        const isSet = d.Data[secret[1]];
        return (
          <div key={k}>
            <Field
              name={k} type="password" autoComplete="off" label={t(`common:line.settings.${k}`)} value={secrets[k] ?? ''} error={errors[k]}
              placeholder={isSet ? t('common:line.secretSet') : t('common:line.secretNotSet')}
              onChange={(v) => setSecrets((s) => ({ ...s, [k]: v }))}
              hint={isSet ? (
                <button type="button" data-testid={`clear-${k}`} onClick={() => void send({ [k]: '' })} sx={{ border: 0, bg: 'transparent', color: 'error', p: 0, cursor: 'pointer', fontSize: 0 }}>
                  {t('common:line.secretRemove')}
                </button>
              ) : undefined}
            />
          </div>
        );
      })}
      <PrimaryButton busy={save.isPending} data-testid="line-settings-save">{t('common:line.settingsSave')}</PrimaryButton>
      {d.Data.UpdatedAt && <p sx={{ fontSize: 0, color: 'textMuted' }}>{t('common:line.settingsUpdated', { at: formatDate(d.Data.UpdatedAt, 'dateTime', i18n.language), by: d.Data.UpdatedBy ?? '' })}</p>}
    </form>
  );
}
