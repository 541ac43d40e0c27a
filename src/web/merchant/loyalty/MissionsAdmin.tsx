/** @jsxImportSource theme-ui */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../domain';
import { MISSION_KINDS, MISSION_REPEATS, type MissionKind, type MissionRepeat } from '../../../domain/missions';
import { adminVouchersQuery } from '../../api/merchant-loyalty';
import { adminMissionsQuery, missionPhotosQuery, reviewMissionPhoto, saveMission, type AdminMission, type MissionInput } from '../../api/merchant-missions';
import { AuthImage } from '../../widgets/AuthImage';
import { showToast } from '../../widgets/toast-store';
import { Button, Card, Empty, Select, Switch, TextArea, DateInput, TextInput, VISUALLY_HIDDEN } from '../ui/kit';

const EMPTY = {
  Kind: 'NEWS' as MissionKind, NameTh: '', NameEn: '', DescriptionTh: '', DescriptionEn: '', Target: '1', RewardPoints: '', RewardVoucherId: '', DateBegin: '', DateEnd: '',
  TargetTag: '', ContentTh: '', ContentEn: '', QrCode: '', RadiusM: '0', RepeatEvery: 'none' as MissionRepeat, MaxCompletions: '1', SurveyForm: '', Active: true,
};
type Draft = typeof EMPTY;

const toInput = (d: Draft): MissionInput => ({
  Kind: d.Kind, NameTh: d.NameTh.trim(), NameEn: d.NameEn.trim(), DescriptionTh: d.DescriptionTh, DescriptionEn: d.DescriptionEn,
  Target: Number(d.Target) || 0, RewardPoints: Number(d.RewardPoints) || 0, RewardVoucherId: d.RewardVoucherId ? Number(d.RewardVoucherId) : null,
  DateBegin: d.DateBegin || null, DateEnd: d.DateEnd || null, SaleUnit: null, TargetTag: d.TargetTag.trim().toUpperCase(), ContentTh: d.ContentTh, ContentEn: d.ContentEn,
  QrCode: d.Kind === 'SCAN_QR' ? d.QrCode.trim() || null : null, SurveyForm: d.Kind === 'SURVEY' ? d.SurveyForm || 'survey-satisfaction.json' : null,
  RadiusM: d.Kind === 'CHECK-IN' ? Number(d.RadiusM) || 0 : 0, Active: d.Active,
  RepeatEvery: d.RepeatEvery, MaxCompletions: d.MaxCompletions.trim() === '' ? null : Number(d.MaxCompletions),
});

/** The form's text fields from a saved mission (editing). */
const toDraft = (m: AdminMission): Draft => ({
  Kind: m.Kind, NameTh: m.NameTh, NameEn: m.NameEn, DescriptionTh: m.DescriptionTh, DescriptionEn: m.DescriptionEn, Target: String(m.Target),
  RewardPoints: m.RewardPoints ? String(m.RewardPoints) : '', RewardVoucherId: m.RewardVoucherId ? String(m.RewardVoucherId) : '', DateBegin: m.DateBegin ?? '',
  DateEnd: m.DateEnd ?? '', TargetTag: m.TargetTag, ContentTh: m.ContentTh, ContentEn: m.ContentEn, QrCode: m.QrCode ?? '', RadiusM: String(m.RadiusM),
  RepeatEvery: m.RepeatEvery, MaxCompletions: m.MaxCompletions === null ? '' : String(m.MaxCompletions), SurveyForm: m.SurveyForm ?? '', Active: m.Active,
});
const REPEAT_LABEL = { none: 'merchant:missions.repeatNone', day: 'merchant:missions.repeatDay', week: 'merchant:missions.repeatWeek' } as const;

/**
 * The mission block of `/merchant/loyalty`: create or edit a mission (kind, names, reward, dates,
 * target tag, repeat rule, the kind's own field), enable/disable, and review waiting photos. The
 * server's 400 names each failing field (also what may no longer change once customers started or
 * completed it); they are shown under the inputs.
 */
export default function MissionsAdmin() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const client = useQueryClient();
  const missions = useQuery(adminMissionsQuery());
  const photos = useQuery(missionPhotosQuery());
  const vouchers = useQuery(adminVouchersQuery());
  const [d, setD] = useState<Draft>(EMPTY);
  const [editing, setEditing] = useState<AdminMission | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (k: keyof Draft) => (e: { target: { value: string } }) => setD({ ...d, [k]: e.target.value });
  const err = (k: string) => errors[k] ?? null;
  const refresh = () => client.invalidateQueries({ queryKey: ['merchant-loyalty'] });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const res = await saveMission(toInput(d), editing?.Id);
    setBusy(false);
    if (res.ok) {
      setErrors({});
      setD(EMPTY);
      setEditing(null);
      showToast(t(editing ? 'merchant:missions.saved' : 'merchant:missions.created'), { kind: 'success' });
      await refresh();
    } else if (res.status === 400) {
      const map: Record<string, string> = {};
      for (const x of res.exception?.Errors ?? []) map[x.field.replace('/body/', '')] ??= t('merchant:missions.invalid', { reason: x.reason });
      setErrors(map);
    }
  };
  const edit = (m: AdminMission) => { setEditing(m); setD(toDraft(m)); setErrors({}); };
  const cancel = () => { setEditing(null); setD(EMPTY); setErrors({}); };
  const toggle = async (m: AdminMission, next: boolean) => {
    const { Id, Completions: _c, ...input } = m;
    const res = await saveMission({ ...input, Active: next }, Id);
    if (res.ok) await refresh();
  };
  const review = async (id: number, approve: boolean) => {
    const reason = approve ? undefined : window.prompt(t('merchant:missions.rejectReason')) ?? '';
    if (!approve && !reason) return;
    const res = await reviewMissionPhoto(id, approve, reason);
    if (res.ok) await refresh();
  };
  const kindLabel = (k: MissionKind) => t(`buyer:mission.kind.${k}`);

  return (
    <>
      <Card title={editing ? t('merchant:missions.editTitle', { name: locale === 'en' ? editing.NameEn : editing.NameTh }) : t('merchant:missions.create')} testId="mission-create">
        <form onSubmit={(e) => void submit(e)} noValidate sx={{ display: 'grid', gap: 2, gridTemplateColumns: ['1fr', '1fr 1fr'] }}>
          <Select label={t('merchant:missions.kind')} value={d.Kind} onChange={set('Kind')} disabled={!!editing} options={MISSION_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))} error={err('Kind')} />
          <TextInput label={t('merchant:missions.targetTag')} value={d.TargetTag} onChange={set('TargetTag')} error={err('TargetTag')} hint={t('merchant:missions.tagHint')} />
          <TextInput label={t('merchant:missions.nameTh')} value={d.NameTh} onChange={set('NameTh')} error={err('NameTh')} />
          <TextInput label={t('merchant:missions.nameEn')} value={d.NameEn} onChange={set('NameEn')} error={err('NameEn')} />
          <TextInput label={t('merchant:missions.descriptionTh')} value={d.DescriptionTh} onChange={set('DescriptionTh')} error={err('DescriptionTh')} />
          <TextInput label={t('merchant:missions.descriptionEn')} value={d.DescriptionEn} onChange={set('DescriptionEn')} error={err('DescriptionEn')} />
          <TextInput label={t('merchant:missions.rewardPoints')} inputMode="decimal" value={d.RewardPoints} onChange={set('RewardPoints')} error={err('RewardPoints')} />
          <Select label={t('merchant:missions.rewardVoucher')} value={d.RewardVoucherId} onChange={set('RewardVoucherId')} error={err('RewardVoucherId')}
            options={[{ value: '', label: t('merchant:missions.noVoucher') }, ...(vouchers.data ?? []).map((v) => ({ value: String(v.Id), label: locale === 'en' ? v.NameEn : v.Name }))]} />
          <DateInput label={t('merchant:missions.dateBegin')} value={d.DateBegin} onChange={(v) => setD({ ...d, DateBegin: v })} error={err('DateBegin')} />
          <DateInput label={t('merchant:missions.dateEnd')} value={d.DateEnd} onChange={(v) => setD({ ...d, DateEnd: v })} error={err('DateEnd')} />
          {d.Kind !== 'ORDER_ACC' && d.Kind !== 'PHOTO' && (
            <>
              <Select label={t('merchant:missions.repeat')} value={d.RepeatEvery} onChange={set('RepeatEvery')} error={err('RepeatEvery')}
                options={MISSION_REPEATS.map((r) => ({ value: r, label: t(REPEAT_LABEL[r]) }))} />
              <TextInput label={t('merchant:missions.maxCompletions')} inputMode="numeric" value={d.MaxCompletions} onChange={set('MaxCompletions')} error={err('MaxCompletions')} />
            </>
          )}
          {(d.Kind === 'CHECK-IN' || d.Kind === 'ORDER_ACC') && (
            <TextInput label={t(d.Kind === 'CHECK-IN' ? 'merchant:missions.targetDays' : 'merchant:missions.targetBaht')} inputMode="decimal" value={d.Target} onChange={set('Target')} error={err('Target')} />
          )}
          {d.Kind === 'CHECK-IN' && <TextInput label={t('merchant:missions.radius')} inputMode="numeric" value={d.RadiusM} onChange={set('RadiusM')} error={err('RadiusM')} />}
          {d.Kind === 'SCAN_QR' && <TextInput label={t('merchant:missions.qrCode')} value={d.QrCode} onChange={set('QrCode')} error={err('QrCode')} />}
          {d.Kind === 'NEWS' && (
            <>
              <TextArea label={t('merchant:missions.contentTh')} value={d.ContentTh} onChange={set('ContentTh')} error={err('ContentTh')} />
              <TextArea label={t('merchant:missions.contentEn')} value={d.ContentEn} onChange={set('ContentEn')} error={err('ContentEn')} />
            </>
          )}
          {d.Kind === 'SURVEY' && <div sx={{ fontSize: 1, color: 'textMuted', alignSelf: 'center' }}>{t('merchant:missions.surveyForm')}</div>}
          <div sx={{ gridColumn: ['auto', '1 / span 2'], display: 'flex', gap: 2 }}>
            <Button type="submit" busy={busy}>{t(editing ? 'merchant:missions.saveButton' : 'merchant:missions.createButton')}</Button>
            {editing && <Button type="button" tone="outline" onClick={cancel}>{t('merchant:missions.cancel')}</Button>}
          </div>
        </form>
      </Card>
      <Card title={t('merchant:missions.list')} testId="mission-list">
        {(missions.data ?? []).length === 0 ? <Empty>{t('merchant:missions.none')}</Empty> : (
          <div sx={{ overflowX: 'auto' }}>
            <table sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 1, '& td, & th': { textAlign: 'left', py: 2, pr: 2, borderBottom: '1px solid', borderColor: 'border' } }}>
              <thead><tr><th>{t('merchant:missions.name')}</th><th>{t('merchant:missions.kind')}</th><th>{t('merchant:missions.reward')}</th><th>{t('merchant:missions.targetTag')}</th><th>{t('merchant:missions.repeats')}</th><th>{t('merchant:missions.completions')}</th><th>{t('merchant:loyalty.active')}</th><th><span sx={VISUALLY_HIDDEN}>{t('merchant:missions.actionsCol')}</span></th></tr></thead>
              <tbody>
                {(missions.data ?? []).map((m) => (
                  <tr key={m.Id} data-testid="admin-mission">
                    <td>{locale === 'en' ? m.NameEn : m.NameTh}{m.QrCode ? <div sx={{ fontSize: 0, color: 'textMuted' }}>QR: {m.QrCode}</div> : null}</td>
                    <td>{kindLabel(m.Kind)}</td>
                    <td>{m.RewardPoints > 0 ? formatAmount(m.RewardPoints, locale) : ''}{m.RewardVoucherId ? ` + ${t('buyer:mission.rewardVoucher')}` : ''}</td>
                    <td>{m.TargetTag || t('merchant:loyalty.everyone')}</td>
                    <td>{m.RepeatEvery === 'none' && m.MaxCompletions === 1 ? t('merchant:missions.repeatNone')
                      : m.MaxCompletions === null ? t('merchant:missions.timesNoLimit', { repeat: t(REPEAT_LABEL[m.RepeatEvery]) })
                        : t('merchant:missions.timesLimit', { repeat: t(REPEAT_LABEL[m.RepeatEvery]), max: m.MaxCompletions })}</td>
                    <td>{m.Completions}</td>
                    <td><Switch checked={m.Active} label={t('merchant:loyalty.active')} onChange={(next) => void toggle(m, next)} /></td>
                    <td><Button tone="outline" onClick={() => edit(m)} aria-label={`${t('merchant:missions.edit')} ${locale === 'en' ? m.NameEn : m.NameTh}`}>{t('merchant:missions.edit')}</Button></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <Card title={t('merchant:missions.photos')} testId="mission-photos">
        {(photos.data ?? []).length === 0 ? <Empty>{t('merchant:missions.noPhotos')}</Empty> : (
          <div sx={{ display: 'grid', gap: 3, gridTemplateColumns: ['1fr', '1fr 1fr'] }}>
            {(photos.data ?? []).map((p) => (
              <div key={p.Id} data-testid="mission-photo" sx={{ display: 'grid', gap: 2 }}>
                <AuthImage src={p.Url} alt={p.CustomerName} area="merchant" maxHeight={200} />
                <div sx={{ fontSize: 1 }}>{locale === 'en' ? p.MissionNameEn : p.MissionName} · {p.CustomerCode} {p.CustomerName}</div>
                <div sx={{ display: 'flex', gap: 2 }}>
                  <Button onClick={() => void review(p.Id, true)}>{t('merchant:missions.approve')}</Button>
                  <Button tone="outline" onClick={() => void review(p.Id, false)}>{t('merchant:missions.reject')}</Button>
                </div>
              </div>
            ))}
          </div>
        )}
      </Card>
    </>
  );
}
