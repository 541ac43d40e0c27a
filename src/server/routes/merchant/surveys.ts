import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { SurveyQuestion } from '../../db/schema/merchant';
import { badRequest, notFound, type FieldError } from '../../errors';
import { Body, Query, SaleUnit, BoundedNumber } from '../schemas';
import { findScopedCustomer } from './customer-view';
import { CustomerCode } from './customers';
import { SurveyAnswerSavedSchema, SurveyAnswersSchema, SurveysSchema } from './survey-responses';
import { SECURITY, assertCentre, centresFor, guardMerchantArea, merchantScope } from './scope';

export type AnswerValue = string | number | boolean;

/** Every problem of a set of answers against the survey's questions (required, type, lowest number, choice). */
export function surveyAnswerErrors(questions: SurveyQuestion[], answers: Record<string, AnswerValue>): FieldError[] {
  const errors: FieldError[] = [];
  const known = new Set(questions.map((q) => q.id));
  for (const key of Object.keys(answers)) if (!known.has(key)) errors.push({ field: `/body/Answers/${key}`, reason: 'is not a question of this survey' });
  for (const q of questions) {
    const v = answers[q.id];
    const field = `/body/Answers/${q.id}`;
    const blank = v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
    if (blank) {
      if (q.required) errors.push({ field, reason: 'is required' });
      continue;
    }
    if (q.type === 'number') {
      const min = q.min ?? 0;
      if (typeof v !== 'number' || !Number.isFinite(v)) errors.push({ field, reason: 'must be a number' });
      else if (v < min) errors.push({ field, reason: min === 0 ? 'must be 0 or more' : `must be at least ${min}` });
    }
    if (q.type === 'yesno' && typeof v !== 'boolean') errors.push({ field, reason: 'must be yes or no' });
    if (q.type === 'text' && (typeof v !== 'string' || v.length > 1000)) errors.push({ field, reason: 'must be text of at most 1000 characters' });
    if (q.type === 'choice' && !(q.options ?? []).some((o) => o.value === v)) errors.push({ field, reason: 'is not one of the choices' });
  }
  return errors;
}

interface SurveyRow { survey_id: string; title_th: string; title_en: string; customer_type: string; sale_unit: string; questions: SurveyQuestion[] | string }
const questionsOf = (r: SurveyRow): SurveyQuestion[] => (typeof r.questions === 'string' ? JSON.parse(r.questions) as SurveyQuestion[] : r.questions);

/**
 * Surveys a salesperson fills in at a customer (`api/merchant/survey`) and the answers, stored with
 * who answered, when, for which customer and centre.
 */
export default async function surveyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  guardMerchantArea(app);

  r.get('/api/merchant/survey', {
    schema: {
      response: { 200: SurveysSchema }, tags: ['merchant'], security: SECURITY, summary: 'Active surveys for a customer type in one of the caller\'s centres (those for every type and centre included)',
      querystring: Query({ saleUnit: SaleUnit, customerType: Type.Optional(Type.String({ maxLength: 40 })) }),
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    assertCentre(scope, request.query.saleUnit);
    const rows = await app.db.query<SurveyRow>(
      `SELECT survey_id, title_th, title_en, customer_type, sale_unit, questions FROM surveys
        WHERE tenant_id = $1 AND active AND (customer_type = '' OR customer_type = $2) AND (sale_unit = '' OR sale_unit = $3)
        ORDER BY sort_order, survey_id`,
      [scope.tenantId, request.query.customerType ?? '', request.query.saleUnit],
    );
    return { Data: rows.map((s) => ({ SurveyId: s.survey_id, Title: s.title_th, TitleEn: s.title_en || s.title_th, Questions: questionsOf(s) })) };
  });

  r.post('/api/merchant/survey/answer', {
    schema: { response: { 201: SurveyAnswerSavedSchema },
      tags: ['merchant'], security: SECURITY, summary: 'Store the answers to a survey for a customer of the caller\'s centre (every wrong answer reported)',
      body: Body({
        SurveyId: Type.String({ minLength: 1, maxLength: 40 }), CustomerCode, SaleUnit,
        Answers: Type.Record(Type.String({ maxLength: 40 }), Type.Union([Type.String({ maxLength: 1000 }), BoundedNumber(), Type.Boolean()])),
      }),
    },
  }, async (request, reply) => {
    const scope = await merchantScope(app, request);
    const b = request.body;
    assertCentre(scope, b.SaleUnit);
    const customer = await findScopedCustomer(app, scope, b.CustomerCode);
    const [survey] = await app.db.query<SurveyRow>(
      "SELECT survey_id, title_th, title_en, customer_type, sale_unit, questions FROM surveys WHERE tenant_id = $1 AND survey_id = $2 AND active AND (sale_unit = '' OR sale_unit = $3)",
      [scope.tenantId, b.SurveyId, b.SaleUnit],
    );
    if (!survey) throw notFound('Survey not found');
    const errors = surveyAnswerErrors(questionsOf(survey), b.Answers);
    if (errors.length) throw badRequest('Please check the answers', errors);
    const at = new Date(app.clock());
    const [row] = await app.db.query<{ answer_id: string | number }>(
      `INSERT INTO survey_answers (tenant_id, survey_id, customer_code, sale_unit, answers, answered_by, answered_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7) RETURNING answer_id`,
      [scope.tenantId, survey.survey_id, customer.customerCode, b.SaleUnit, JSON.stringify(b.Answers), scope.userId, at],
    );
    reply.status(201);
    return { status: 201 as const, AnswerId: Number(row.answer_id), AnsweredAt: at.toISOString() };
  });

  r.get('/api/merchant/survey/answers', {
    schema: {
      response: { 200: SurveyAnswersSchema }, tags: ['merchant'], security: SECURITY, summary: 'Answers given for a customer in the caller\'s centres, newest first',
      querystring: Query({ CustomerCode, saleUnit: Type.Optional(Type.Union([SaleUnit, Type.Literal('')])) }),
    },
  }, async (request) => {
    const scope = await merchantScope(app, request);
    const centres = centresFor(scope, request.query.saleUnit);
    const customer = await findScopedCustomer(app, scope, request.query.CustomerCode);
    const rows = await app.db.query<Record<string, unknown>>(
      `SELECT a.answer_id, a.survey_id, a.sale_unit, a.answers, a.answered_by, a.answered_at, s.title_th, s.title_en
         FROM survey_answers a JOIN surveys s ON s.tenant_id = a.tenant_id AND s.survey_id = a.survey_id
        WHERE a.tenant_id = $1 AND a.customer_code = $2 AND a.sale_unit = ANY($3) ORDER BY a.answered_at DESC, a.answer_id DESC LIMIT 50`,
      [scope.tenantId, customer.customerCode, centres],
    );
    return {
      Data: rows.map((a) => ({
        AnswerId: Number(a.answer_id), SurveyId: String(a.survey_id), Title: String(a.title_th), TitleEn: String(a.title_en || a.title_th), SaleUnit: String(a.sale_unit),
        Answers: (typeof a.answers === 'string' ? JSON.parse(a.answers) : a.answers) as Record<string, AnswerValue>, AnsweredBy: String(a.answered_by), AnsweredAt: new Date(a.answered_at as string).toISOString(),
      })),
    };
  });
}
