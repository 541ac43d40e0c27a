/** @jsxImportSource theme-ui */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../../engine';
import { fetchSubmitSurvey, surveyAnswersQuery, useCustomers, useSurveys, type AnswerValue, type Survey, type SurveyQuestion } from '../../api/merchant-customers';
import { useDebounced } from '../../centres/use-debounced';
import { merchantSession } from '../../session/merchant-session';
import { showToast } from '../../widgets/toast-store';
import { dateTimeLabel } from '../orders/status';
import { Button, Card, Empty, Page, Select, TextInput } from '../ui/kit';
import { CustomerRows } from './CustomerListScreen';

const label = (l: { th: string; en?: string }, locale: string) => (locale === 'en' ? l.en || l.th : l.th);

/**
 * `/merchant/survey?code=&saleunit=`: fill in one of the tenant's surveys for a customer (picked
 * here when not given); the server checks every answer; earlier answers are listed below.
 */
export default function SurveyScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const [params, setParams] = useSearchParams();
  const code = params.get('code') ?? '';
  const saleunit = params.get('saleunit') ?? '';
  const { token } = useSnapshot(merchantSession);
  const [text, setText] = useState('');
  const search = useDebounced(text);
  const picker = useCustomers(code ? null : token, { text: search.trim(), saleUnit: '', skip: 0, take: 10 });
  const surveys = useSurveys(token, saleunit, '');
  const answers = useQuery(surveyAnswersQuery(code ? token : null, code, saleunit));
  const [surveyId, setSurveyId] = useState('');
  const survey = surveys.data?.find((s) => s.SurveyId === surveyId) ?? surveys.data?.[0];

  if (!code || !saleunit) {
    return (
      <Page title={t('merchant:survey.title')} subtitle={t('merchant:survey.pickCustomer')}>
        <TextInput type="search" label={t('merchant:orders.search')} placeholder={t('merchant:customers.searchHint')} value={text} onChange={(e) => setText(e.target.value)} />
        <Card>
          <CustomerRows rows={picker.data?.Data ?? []} locale={locale}
            action={(c) => <Button tone="outline" onClick={() => setParams({ code: c.Code, saleunit: c.SaleUnit })}>{t('merchant:survey.choose')}</Button>} />
          {picker.data?.Data.length === 0 && <Empty>{t('merchant:customers.empty')}</Empty>}
        </Card>
      </Page>
    );
  }
  return (
    <Page title={t('merchant:survey.title')} subtitle={`${code} · ${saleunit}`}>
      <Card>
        {surveys.isPending && <Empty>{t('common:label.loading')}</Empty>}
        {surveys.data?.length === 0 && <Empty>{t('merchant:survey.none')}</Empty>}
        {survey && (
          <>
            <Select label={t('merchant:survey.which')} value={survey.SurveyId} onChange={(e) => setSurveyId(e.target.value)}
              options={(surveys.data ?? []).map((s) => ({ value: s.SurveyId, label: locale === 'en' ? s.TitleEn : s.Title }))} />
            <SurveyForm key={survey.SurveyId} survey={survey} code={code} saleunit={saleunit} locale={locale} />
          </>
        )}
      </Card>
      <Card title={t('merchant:survey.earlier')}>
        {answers.data?.length === 0 && <Empty>{t('merchant:survey.noAnswers')}</Empty>}
        <ul sx={{ listStyle: 'none', m: 0, p: 0, fontSize: 1 }}>
          {(answers.data ?? []).map((a) => {
            const s = surveys.data?.find((x) => x.SurveyId === a.SurveyId);
            return (
              <li key={a.AnswerId} data-testid="survey-answer" sx={{ py: 2, borderBottom: '1px solid', borderColor: 'border' }}>
                <strong>{locale === 'en' ? a.TitleEn : a.Title}</strong> <span sx={{ color: 'textMuted', fontSize: 0 }}>· {dateTimeLabel(a.AnsweredAt, locale)} · {a.AnsweredBy}</span>
                <span sx={{ display: 'block' }}>
                  {Object.entries(a.Answers).map(([k, v]) => {
                    const q = s?.Questions.find((x) => x.id === k);
                    return `${q ? label(q.label, locale) : k}: ${shown(q, v, locale, t)}`;
                  }).join(' · ')}
                </span>
              </li>
            );
          })}
        </ul>
      </Card>
    </Page>
  );
}

function shown(q: SurveyQuestion | undefined, v: AnswerValue, locale: string, t: (k: string) => string): string {
  if (typeof v === 'boolean') return t(v ? 'merchant:kit.yes' : 'merchant:kit.no');
  const option = q?.options?.find((o) => o.value === v);
  return option ? label(option.label, locale) : String(v);
}

function SurveyForm({ survey, code, saleunit, locale }: { survey: Survey; code: string; saleunit: string; locale: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { token } = useSnapshot(merchantSession);
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (id: string, v: string) => setValues((x) => ({ ...x, [id]: v }));
  const submit = async () => {
    const Answers: Record<string, AnswerValue> = {};
    for (const q of survey.Questions) {
      const v = values[q.id];
      if (v === undefined || v === '') continue;
      Answers[q.id] = q.type === 'number' ? (v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v) : q.type === 'yesno' ? v === 'Y' : v;
    }
    setBusy(true);
    try {
      const res = await fetchSubmitSurvey({ SurveyId: survey.SurveyId, CustomerCode: code, SaleUnit: saleunit, Answers });
      if (res.ok) {
        setErrors({});
        setValues({});
        showToast(t('merchant:survey.saved'), { kind: 'success' });
        await queryClient.invalidateQueries({ queryKey: surveyAnswersQuery(token, code, saleunit).queryKey });
      } else if (res.exception?.Errors) {
        setErrors(Object.fromEntries(res.exception.Errors.map((e) => [e.field.replace('/body/Answers/', ''), t(`merchant:survey.error.${e.reason}`, { defaultValue: e.reason })])));
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => { e.preventDefault(); void submit(); }} sx={{ display: 'grid', gap: 3, mt: 3, maxWidth: 560 }}>
      {survey.Questions.map((q) => {
        const title = `${label(q.label, locale)}${q.required ? ' *' : ''}`;
        if (q.type === 'yesno' || q.type === 'choice') {
          const options = q.type === 'yesno' ? [{ value: 'Y', label: t('merchant:kit.yes') }, { value: 'N', label: t('merchant:kit.no') }] : (q.options ?? []).map((o) => ({ value: o.value, label: label(o.label, locale) }));
          return <Select key={q.id} label={title} value={values[q.id] ?? ''} error={errors[q.id]} onChange={(e) => set(q.id, e.target.value)} options={[{ value: '', label: '—' }, ...options]} />;
        }
        return <TextInput key={q.id} label={title} value={values[q.id] ?? ''} error={errors[q.id]} inputMode={q.type === 'number' ? 'decimal' : undefined} onChange={(e) => set(q.id, e.target.value)} />;
      })}
      <Button type="submit" busy={busy}>{t('merchant:survey.submit')}</Button>
    </form>
  );
}
