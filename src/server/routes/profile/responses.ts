import { Type } from '@sinclair/typebox';
import { Nullable, Open } from '../schemas';

/** Success bodies of the buyer's profile area: PDPA decisions and the tenant's profile forms. */

const Decision = Open({
  Accepted: Type.Boolean({ description: 'true accepted, false declined' }),
  Version: Type.String({ description: 'The policy version decided on (empty when the tenant has no PDPA page)' }),
  At: Type.String({ description: 'ISO 8601 instant' }),
}, 'A PDPA decision');

export const PdpaSavedSchema = Open({ status: Type.Literal(200), Data: Decision }, 'The decision as recorded');

export const PdpaStateSchema = Open({
  Data: Nullable(Decision),
  Current: Nullable(Type.String({ description: 'The policy version in force; null when the tenant has no PDPA page' })),
  Ask: Type.Boolean({ description: 'The customer decided on an older version: ask again' }),
}, 'The customer\'s latest PDPA decision (null: never decided)');

const Answers = Open({}, 'The answers, shaped by the tenant\'s form schema (schemas/forms/…)');

export const FormAnswersSchema = Open({ Data: Nullable(Answers) }, 'The customer\'s answers to the form; null before the first save');

export const FormSavedSchema = Open({ status: Type.Literal(200), Data: Answers }, 'The answers as saved');
