import { Type } from '@sinclair/typebox';
import { OneOf, Open } from '../schemas';

const Label = Open({ th: Type.String(), en: Type.Optional(Type.String()) });

const Question = Open({
  id: Type.String({ description: 'The key of its answer in Answers' }), type: OneOf(['text', 'number', 'choice', 'yesno'] as const),
  label: Label,
  options: Type.Optional(Type.Array(Open({ value: Type.String(), label: Label }), { description: 'The choices of a choice question' })),
  required: Type.Optional(Type.Boolean()),
  min: Type.Optional(Type.Number({ description: "A number question's lowest answer (0 when not given: counts and amounts)" })),
}, 'A question as the survey stores it');

export const SurveysSchema = Open({
  Data: Type.Array(Open({ SurveyId: Type.String(), Title: Type.String(), TitleEn: Type.String({ description: 'The Thai title when none' }), Questions: Type.Array(Question) })),
});

const AnswerValue = Type.Union([Type.String(), Type.Number(), Type.Boolean()]);

export const SurveyAnswerSavedSchema = Open({ status: Type.Literal(201), AnswerId: Type.Number(), AnsweredAt: Type.String({ description: 'ISO 8601 instant' }) });

export const SurveyAnswersSchema = Open({
  Data: Type.Array(Open({
    AnswerId: Type.Number(), SurveyId: Type.String(), Title: Type.String(), TitleEn: Type.String(), SaleUnit: Type.String(),
    Answers: Type.Record(Type.String(), AnswerValue, { description: 'By question id' }), AnsweredBy: Type.String({ description: 'The staff user' }),
    AnsweredAt: Type.String({ description: 'ISO 8601 instant' }),
  }), { description: 'Newest first, 50 at most' }),
});
