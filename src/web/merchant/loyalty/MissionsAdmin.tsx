/** @jsxImportSource theme-ui */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../domain';
import { MISSION_KINDS, type MissionKind } from '../../../domain/missions';
import { adminVouchersQuery } from '../../api/merchant-loyalty';
import { adminMissionsQuery, missionPhotosQuery, reviewMissionPhoto, saveMission, type AdminMission, type MissionInput } from '../../api/merchant-missions';
import { AuthImage } from '../../widgets/AuthImage';
import { showToast } from '../../widgets/toast-store';
import { Button, Card, Empty, Select, Switch, TextArea, TextInput } from '../ui/kit';

const EMPTY = {
  Kind: 'NEWS' as MissionKind, NameTh: '', NameEn: '', DescriptionTh: '', DescriptionEn: '', Target: '1', RewardPoints: '', RewardVoucherId: '', DateBegin: '', DateEnd: '',
  TargetTag: '', ContentTh: '', ContentEn: '', QrCode: '', RadiusM: '0',
};
type Draft = typeof EMPTY;

const toInput = (d: Draft): MissionInput => ({
  Kind: d.Kind, NameTh: d.NameTh.trim(), NameEn: d.NameEn.trim(), DescriptionTh: d.DescriptionTh, DescriptionEn: d.DescriptionEn,
  Target: Number(d.Target) || 0, RewardPoints: Number(d.RewardPoints) || 0, RewardVoucherId: d.RewardVoucherId ? Number(d.RewardVoucherId) : null,
  DateBegin: d.DateBegin || null, DateEnd: d.DateEnd || null, SaleUnit: null, TargetTag: d.TargetTag.trim().toUpperCase(), ContentTh: d.ContentTh, ContentEn: d.ContentEn,
  QrCode: d.Kind === 'SCAN_QR' ? d.QrCode.trim() || null : null, SurveyForm: d.Kind === 'SURVEY' ? 'survey-satisfaction.json' : null,
  RadiusM: d.Kind === 'CHECK-IN' ? Number(d.RadiusM) || 0 : 0, Active: true,
});

/**
 * The mission block of `/merchant/loyalty`: create a mission (kind, names, reward, dates, target
 * tag, the kind's own field), enable/disable, and review waiting photos. The server's 400 names
 * each failing field; they are shown under the inputs.
 */
export default function MissionsAdmin() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const client = useQueryClient();
  const missions = useQuery(adminMissionsQuery());
  const photos = useQuery(missionPhotosQuery());
  const vouchers = useQuery(adminVouchersQuery());
  const [d, setD] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (k: keyof Draft) => (e: { target: { value: string } }) => setD({ ...d, [k]: e.target.value });
  const err = (k: string) => errors[k] ?? null;
  const refresh = () => client.invalidateQueries({ queryKey: ['merchant-loyalty'] });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const res = await saveMission(toInput(d));
    setBusy(false);
    if (res.ok) {
      setErrors({});
      setD(EMPTY);
      showToast(t('merchant:missions.created'), { kind: 'success' });
      await refresh();
    } else if (res.status === 400) {
      const map: Record<string, string> = {};
      for (const x of res.exception?.Errors ?? []) map[x.field.replace('/body/', '')] ??= t('merchant:missions.invalid', { reason: x.reason });
      setErrors(map);
    }
  };
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
      <Card title={t('merchant:missions.create')} testId="mission-create">
        <form onSubmit={(e) => void submit(e)} noValidate sx={{ display: 'grid', gap: 2, gridTemplateColumns: ['1fr', '1fr 1fr'] }}>
          <Select label={t('merchant:missions.kind')} value={d.Kind} onChange={set('Kind')} options={MISSION_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))} error={err('Kind')} />
          <TextInput label={t('merchant:missions.targetTag')} value={d.TargetTag} onChange={set('TargetTag')} error={err('TargetTag')} hint={t('merchant:missions.tagHint')} />
          <TextInput label={t('merchant:missions.nameTh')} value={d.NameTh} onChange={set('NameTh')} error={err('NameTh')} />
          <TextInput label={t('merchant:missions.nameEn')} value={d.NameEn} onChange={set('NameEn')} error={err('NameEn')} />
          <TextInput label={t('merchant:missions.descriptionTh')} value={d.DescriptionTh} onChange={set('DescriptionTh')} error={err('DescriptionTh')} />
          <TextInput label={t('merchant:missions.descriptionEn')} value={d.DescriptionEn} onChange={set('DescriptionEn')} error={err('DescriptionEn')} />
          <TextInput label={t('merchant:missions.rewardPoints')} inputMode="decimal" value={d.RewardPoints} onChange={set('RewardPoints')} error={err('RewardPoints')} />
          <Select label={t('merchant:missions.rewardVoucher')} value={d.RewardVoucherId} onChange={set('RewardVoucherId')} error={err('RewardVoucherId')}
            options={[{ value: '', label: t('merchant:missions.noVoucher') }, ...(vouchers.data ?? []).map((v) => ({ value: String(v.Id), label: locale === 'en' ? v.NameEn : v.Name }))]} />
          <TextInput label={t('merchant:missions.dateBegin')} type="date" value={d.DateBegin} onChange={set('DateBegin')} error={err('DateBegin')} />
          <TextInput label={t('merchant:missions.dateEnd')} type="date" value={d.DateEnd} onChange={set('DateEnd')} error={err('DateEnd')} />
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
          <div sx={{ gridColumn: ['auto', '1 / span 2'] }}><Button type="submit" busy={busy}>{t('merchant:missions.createButton')}</Button></div>
        </form>
      </Card>
      <Card title={t('merchant:missions.list')} testId="mission-list">
        {(missions.data ?? []).length === 0 ? <Empty>{t('merchant:missions.none')}</Empty> : (
          <div sx={{ overflowX: 'auto' }}>
            <table sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 1, '& td, & th': { textAlign: 'left', py: 2, pr: 2, borderBottom: '1px solid', borderColor: 'border' } }}>
              <thead><tr><th>{t('merchant:missions.name')}</th><th>{t('merchant:missions.kind')}</th><th>{t('merchant:missions.reward')}</th><th>{t('merchant:missions.targetTag')}</th><th>{t('merchant:missions.completions')}</th><th>{t('merchant:loyalty.active')}</th></tr></thead>
              <tbody>
                {(missions.data ?? []).map((m) => (
                  <tr key={m.Id} data-testid="admin-mission">
                    <td>{locale === 'en' ? m.NameEn : m.NameTh}{m.QrCode ? <div sx={{ fontSize: 0, color: 'textMuted' }}>QR: {m.QrCode}</div> : null}</td>
                    <td>{kindLabel(m.Kind)}</td>
                    <td>{m.RewardPoints > 0 ? formatAmount(m.RewardPoints, locale) : ''}{m.RewardVoucherId ? ` + ${t('buyer:mission.rewardVoucher')}` : ''}</td>
                    <td>{m.TargetTag || t('merchant:loyalty.everyone')}</td>
                    <td>{m.Completions}</td>
                    <td><Switch checked={m.Active} label={t('merchant:loyalty.active')} onChange={(next) => void toggle(m, next)} /></td>
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
