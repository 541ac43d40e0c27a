/** @jsxImportSource theme-ui */
import { useQuery } from '@tanstack/react-query';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SchemaForm, type BlockProps, type ExtraIssue, type JsonSchema } from '../../../engine';
import { formatAmount } from '../../../domain';
import { isMissionKind, type MissionKind } from '../../../domain/missions';
import { usePoints } from '../../api/points';
import { useMission, useMissionAction, type Mission, type MissionResult } from '../../api/missions';
import { BootFallback } from '../../app/BootFallback';
import { localized } from '../../layouts/shared/MenuLink';
import { showToast } from '../../widgets/toast-store';
import { Button, Card, EmptyState, FORM_CARD, PageTitle, Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { MissionProgress, RewardText, nameOf, num } from './mission-parts';
import { QrScanner } from './QrScanner';

// Survey missions name a form schema of schemas/forms (precompiled by the build for the CSP).
const SCHEMAS = import.meta.glob<JsonSchema>('../../../../schemas/forms/survey-*.json', { import: 'default' });
const surveyLoader = (file: string | null) => {
  const key = file ? Object.keys(SCHEMAS).find((k) => k.endsWith(`/schemas/forms/${file}`)) : undefined;
  return key ? SCHEMAS[key] : null;
};

type Act = (body: Record<string, unknown> | FormData) => Promise<MissionResult | null>;

function position(): Promise<{ Lat: number; Lng: number } | null> {
  return new Promise((resolve) => {
    if (!navigator.geolocation) { resolve(null); return; }
    navigator.geolocation.getCurrentPosition((p) => resolve({ Lat: p.coords.latitude, Lng: p.coords.longitude }), () => resolve(null), { timeout: 10_000 });
  });
}

function CheckIn({ m, act, busy }: { m: Mission; act: Act; busy: boolean }) {
  const { t } = useTranslation();
  const today = m.Owner?.CheckedInToday;
  const go = async () => {
    const where = m.RadiusM > 0 ? await position() : null;
    if (m.RadiusM > 0 && !where) { showToast(t('buyer:mission.needLocation'), { kind: 'info' }); return; }
    await act(where ?? {});
  };
  return today ? <p data-testid="checked-in-today">{t('buyer:mission.checkedInToday')}</p>
    : <Button block disabled={busy} onClick={() => void go()} data-testid="mission-act">{t('buyer:mission.checkInNow')}</Button>;
}

function News({ m, act, busy, locale }: { m: Mission; act: Act; busy: boolean; locale: string }) {
  const { t } = useTranslation();
  return (
    <>
      <article data-testid="mission-news" sx={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>{locale === 'en' ? m.ContentEn || m.Content : m.Content}</article>
      <Button block disabled={busy} onClick={() => void act({})} data-testid="mission-act">{t('buyer:mission.readDone')}</Button>
    </>
  );
}

function OrderAcc({ m, act, busy, locale }: { m: Mission; act: Act; busy: boolean; locale: string }) {
  const { t } = useTranslation();
  const reached = (m.Owner?.Value ?? 0) >= m.Target;
  return (
    <>
      <p sx={{ m: 0 }}>{t('buyer:mission.orderAccHint', { target: formatAmount(m.Target, locale) })}</p>
      {reached
        ? <Button block disabled={busy} onClick={() => void act({})} data-testid="mission-act">{t('buyer:mission.claim')}</Button>
        : <Link to={localized('/product', locale === 'en' ? 'en' : 'th')} sx={{ variant: 'buttons.primary', display: 'block', textAlign: 'center', py: 2, textDecoration: 'none' }}>{t('buyer:mission.shop')}</Link>}
    </>
  );
}

function Photo({ m, act, busy }: { m: Mission; act: Act; busy: boolean }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const photo = m.Owner?.Photo;
  if (photo?.Status === 'PENDING') return <p data-testid="photo-pending">{t('buyer:mission.photoPending')}</p>;
  const send = async () => {
    if (!file) return;
    const body = new FormData();
    body.append('file', file);
    if (await act(body)) setFile(null);
  };
  return (
    <>
      {photo?.Status === 'REJECTED' && <p sx={{ color: 'error', m: 0 }} data-testid="photo-rejected">{t('buyer:mission.photoRejected', { reason: photo.Reason ?? '' })}</p>}
      <label sx={{ display: 'grid', gap: 1 }}>
        {t('buyer:mission.choosePhoto')}
        <input type="file" accept="image/jpeg,image/png,image/webp" capture="environment" onChange={(e) => setFile(e.target.files?.[0] ?? null)} data-testid="photo-input" />
      </label>
      <Button block disabled={busy || !file} onClick={() => void send()} data-testid="mission-act">{t('buyer:mission.sendPhoto')}</Button>
    </>
  );
}

function ScanQr({ act, busy }: { act: Act; busy: boolean }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [camera, setCamera] = useState(false);
  const onCode = useCallback((code: string) => { setCamera(false); void act({ Code: code }); }, [act]);
  return (
    <>
      {camera ? <QrScanner onCode={onCode} /> : <Button variant="secondary" block onClick={() => setCamera(true)}>{t('buyer:mission.openCamera')}</Button>}
      <form onSubmit={(e) => { e.preventDefault(); if (typed.trim()) void act({ Code: typed.trim() }); }} sx={{ display: 'grid', gap: 2 }}>
        <label sx={{ display: 'grid', gap: 1 }}>
          {t('buyer:mission.typeCode')}
          <input value={typed} onChange={(e) => setTyped(e.target.value)} maxLength={200} autoComplete="off" data-testid="qr-input"
            sx={{ p: 2, border: '1px solid', borderColor: 'border', borderRadius: 'default', fontFamily: 'body', fontSize: 2 }} />
        </label>
        <Button type="submit" block disabled={busy || !typed.trim()} data-testid="mission-act">{t('buyer:mission.sendCode')}</Button>
      </form>
    </>
  );
}

function Survey({ m, act }: { m: Mission; act: Act }) {
  const { t } = useTranslation();
  const load = surveyLoader(m.SurveyForm);
  const schema = useQuery({ queryKey: ['formSchema', m.SurveyForm ?? ''], queryFn: () => (load ? load() : Promise.resolve(null)), enabled: !!load, staleTime: Infinity });
  const [issues] = useState<ExtraIssue[]>([]);
  if (!load) return <EmptyState icon="info" title={t('buyer:mission.notFound')} />;
  return schema.data ? (
    <div sx={FORM_CARD}>
      <Suspense fallback={<BootFallback />}>
        <SchemaForm schema={schema.data} onSubmit={(d) => void act({ Answers: d as Record<string, unknown> })} submitLabel="buyer:mission.sendSurveyLabel" extraIssues={issues} blankChoices />
      </Suspense>
    </div>
  ) : <Skeleton height={200} />;
}

/**
 * `/mission/detail/{id}/<KIND>`: the task itself (one screen per kind in the bundle, this block with
 * its `kind` prop). When the mission completes, the reward and the new balance are shown.
 */
export default function MissionTaskScreen({ kind = '' }: BlockProps & { kind?: string }) {
  const { t } = useTranslation();
  const { token, locale, authenticated } = useBuyer();
  const id = Number(useParams().id ?? 0);
  const { data: m, isPending } = useMission(token, id);
  const balance = usePoints(token, authenticated);
  const action = useMissionAction((isMissionKind(kind) ? kind : 'NEWS') as MissionKind, id);
  const [result, setResult] = useState<MissionResult | null>(null);
  const act: Act = useCallback(async (body) => {
    const out = await action.mutateAsync(body);
    if (out) {
      setResult(out);
      showToast(out.Completed ? t('buyer:mission.completedToast') : t('buyer:mission.stepToast'), { kind: 'success' });
    }
    return out;
  }, [action, t]);
  if (isPending && id > 0) return <Skeleton height={200} />;
  if (!m || m.Kind !== kind) return <Card><EmptyState icon="points" title={t('buyer:mission.notFound')} /></Card>;
  const owner = result?.Owner ?? m.Owner;
  const done = owner?.Completed;
  const busy = action.isPending;
  return (
    <div data-testid="mission-task" data-kind={kind} sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
      <PageTitle sub={<RewardText m={m} />}>{nameOf(m, locale)}</PageTitle>
      {owner && <Card><MissionProgress owner={owner} kind={m.Kind} /></Card>}
      {done ? (
        <Card testId="mission-reward-card">
          <strong sx={{ color: 'success', fontSize: 3 }}>{t('buyer:mission.completedTitle')}</strong>
          {result?.Reward && result.Reward.Points > 0 && <div data-testid="mission-reward-points">{t('buyer:mission.received', { points: num(result.Reward.Points, locale) })}</div>}
          {result?.Reward?.CouponId && <div>{t('buyer:mission.receivedVoucher')}</div>}
          <div sx={{ mt: 2 }} data-testid="mission-balance">{t('buyer:loyalty.balance')}: <strong>{balance.isPending ? '…' : num(Number(balance.data ?? 0), locale)}</strong></div>
          <Link to={localized('/crm/points', locale)} sx={{ display: 'inline-block', mt: 2 }}>{t('buyer:mission.seePoints')}</Link>
        </Card>
      ) : (
        <Card extra={{ display: 'grid', gap: 3 }}>
          {m.Kind === 'CHECK-IN' && <CheckIn m={{ ...m, Owner: owner }} act={act} busy={busy} />}
          {m.Kind === 'NEWS' && <News m={m} act={act} busy={busy} locale={locale} />}
          {m.Kind === 'ORDER_ACC' && <OrderAcc m={{ ...m, Owner: owner }} act={act} busy={busy} locale={locale} />}
          {m.Kind === 'PHOTO' && <Photo m={{ ...m, Owner: owner }} act={act} busy={busy} />}
          {m.Kind === 'SCAN_QR' && <ScanQr act={act} busy={busy} />}
          {m.Kind === 'SURVEY' && <Survey m={m} act={act} />}
        </Card>
      )}
    </div>
  );
}
