import { Type, type Static } from '@sinclair/typebox';
import { validateForm, type JsonSchema } from '../../../engine/validation';
import { codesOf, isAllMarker, type PromotionDraft } from '../../../domain/promotion-types';
import { PROMOTION_MESSAGES, validatePromotion } from '../../../domain/promotion-validate';
import { badRequest, type FieldError } from '../../errors';
import { formSchema } from '../../forms';
import { Body, SaleUnit, BoundedNumber } from '../schemas';

/*
 * The create/update body. Fastify's schema only checks shapes (so a missing name is not a bare
 * "is required"); what is required, and its message, comes from the editor's own form schemas
 * (schemas/forms/promotion-*.json through the engine's validateForm) and src/domain/promotion-validate,
 * exactly as the page runs them.
 */
const Scalar = Type.Union([Type.String({ maxLength: 1000 }), BoundedNumber(), Type.Null()]);
const opt = <T extends Parameters<typeof Type.Optional>[0]>(t: T) => Type.Optional(t);

export const PromotionHeaderBody = Type.Object({
  PromotionId: opt(Scalar), PromotionName: opt(Scalar), Opt30: opt(Scalar), PromotionRemark: opt(Scalar),
  DateBegin: opt(Scalar), DateEnd: opt(Scalar), DateBeginT: opt(Scalar), DateEndT: opt(Scalar),
  FlagEnabled: opt(Scalar), PromotionType: opt(Scalar), SalesNumber: opt(Scalar), CustomerTypeList: opt(Scalar),
  CustomerList: opt(Scalar), Opt15: opt(Scalar), Opt31: opt(Scalar), SaleUnit: opt(Scalar),
}, { additionalProperties: false });

const LineBody = Type.Object({
  PromotionLn: opt(Scalar), BuyMin: opt(Scalar), BuyMax: opt(Scalar), OrderBuy: opt(Scalar), FreeNumber: opt(Scalar),
  DiscNumber: opt(Scalar), DiscType: opt(Scalar), DiscTypeCode: opt(Scalar), Opt6: opt(Scalar),
}, { additionalProperties: false });

/** A picked item: its code, or the record the picker showed (only the code is kept). */
const ItemRefBody = Type.Union([
  Type.String({ maxLength: 40 }),
  Type.Object({ P_Code: opt(Type.String()), Code: opt(Type.String()), CUSTOMERCODE: opt(Type.String()), Id: opt(Type.Union([Type.String(), BoundedNumber()])) }),
]);
const Refs = (max: number) => Type.Optional(Type.Union([Type.Array(ItemRefBody, { maxItems: max }), Type.Null()]));

export const PromotionBody = Body({
  SaleUnit,
  Promotion: PromotionHeaderBody,
  PromotionDetails: Type.Optional(Type.Union([Type.Array(LineBody, { maxItems: 50 }), Type.Null()])),
  ProductsSale: Refs(500),
  ProductsFree: Refs(50),
  Customers: Refs(5000),
  CustomersNotIn: Refs(5000),
  Stores: Refs(200),
  CustomerTypes: Refs(200),
  Weekdays: Type.Optional(Type.Union([Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), { maxItems: 7 }), Type.Null()])),
}, 'A promotion (docs/domain.md "Wire format"); refused with the editor\'s messages when a step is incomplete');
export type PromotionBodyT = Static<typeof PromotionBody>;

const GENERAL = formSchema('promotion-general.json') as JsonSchema;
const CONDITION = formSchema('promotion-condition.json') as JsonSchema;
const DETAIL = formSchema('promotion-detail.json') as JsonSchema;

const GENERAL_FIELDS = ['PromotionName', 'Opt30', 'PromotionRemark', 'DateBegin', 'DateEnd', 'FlagEnabled', 'PromotionType', 'SalesNumber'] as const;
const NUMERIC = ['BuyMin', 'BuyMax', 'OrderBuy', 'FreeNumber', 'DiscNumber'] as const;

const ENGLISH = new Map<string, string>(Object.values(PROMOTION_MESSAGES).map((m) => [m.key, m.en]));
const GENERIC: Record<string, string> = { 'errors:form.type': 'has the wrong type', 'errors:form.enum': 'is not one of the allowed values' };

function present(v: unknown): boolean {
  return v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');
}

const DDMMYYYY = (t: unknown) => (typeof t === 'string' && /^\d{8}$/.test(t) ? `${t.slice(6, 8)}/${t.slice(4, 6)}/${t.slice(0, 4)}` : undefined);

/** What step 1's form sees: the header fields the form has (stored dates shown as DD/MM/YYYY). */
export function generalFormData(p: PromotionDraft['Promotion']): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const f of GENERAL_FIELDS) if (present(p[f])) data[f] = p[f];
  if (!present(data.DateBegin) && DDMMYYYY(p.DateBeginT)) data.DateBegin = DDMMYYYY(p.DateBeginT);
  if (!present(data.DateEnd) && DDMMYYYY(p.DateEndT)) data.DateEnd = DDMMYYYY(p.DateEndT);
  for (const f of ['PromotionName', 'Opt30', 'PromotionRemark'] as const) if (typeof data[f] === 'number') data[f] = String(data[f]);
  return data;
}

export function conditionFormData(d: PromotionDraft): Record<string, unknown> {
  return {
    PromotionDetails: (d.PromotionDetails ?? []).map((l) => {
      const line: Record<string, unknown> = {};
      for (const f of NUMERIC) if (present(l[f])) line[f] = Number(l[f]);
      if (present(l.DiscType)) line.DiscType = l.DiscType;
      return line;
    }),
    ProductsSale: codesOf(d.ProductsSale),
    ProductsFree: codesOf(d.ProductsFree),
  };
}

export function detailFormData(d: PromotionDraft): Record<string, unknown> {
  const p = d.Promotion;
  const marker = (v: unknown) => (isAllMarker(v as string) ? 'ALL' : '');
  return {
    CustomerList: marker(p.CustomerList), Opt15: marker(p.Opt15), CustomerTypeList: marker(p.CustomerTypeList),
    Customers: codesOf(d.Customers), CustomersNotIn: codesOf(d.CustomersNotIn), Stores: codesOf(d.Stores), CustomerTypes: codesOf(d.CustomerTypes),
    ...(d.Weekdays ? { Weekdays: d.Weekdays } : {}),
  };
}

/** Every problem of a draft, form schemas first, then the domain's rules; one entry per field and message. */
export function promotionProblems(draft: PromotionDraft): FieldError[] {
  const out: FieldError[] = [];
  const seen = new Set<string>();
  const add = (field: string, reason: string) => {
    const k = `${field}\u0000${reason}`;
    if (seen.has(k)) return;
    seen.add(k);
    out.push({ field, reason });
  };
  const parts: [JsonSchema, Record<string, unknown>, string][] = [
    [GENERAL, generalFormData(draft.Promotion), '/body/Promotion'],
    [CONDITION, conditionFormData(draft), '/body'],
    [DETAIL, detailFormData(draft), '/body'],
  ];
  for (const [schema, data, prefix] of parts) {
    for (const issue of validateForm(schema, data)) {
      add(`${prefix}${issue.field}`, ENGLISH.get(issue.messageKey) ?? GENERIC[issue.messageKey] ?? 'is invalid');
    }
  }
  for (const e of validatePromotion(draft)) add(`/body${e.field}`, e.en);
  return out;
}

/** 400 with the first problem as the message (e.g. 'Please enter promotion name') and all of them listed. */
export function assertValidPromotion(draft: PromotionDraft): void {
  const problems = promotionProblems(draft);
  if (problems.length > 0) throw badRequest(problems[0].reason, problems);
}
