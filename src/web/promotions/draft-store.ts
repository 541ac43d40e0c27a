import { proxy } from 'valtio';
import { defaultPromotionDates } from '../../domain/promotion-status';
import { ALL, type PromotionDetailLine, type PromotionHeader, type PromotionDraft } from '../../domain/promotion-types';
import type { CustomerRef, ProductRef, PromotionDetailView, PromotionSaveBody } from '../api/promotions';

/**
 * The promotion being edited, shared by the three step pages (general → condition → detail) so
 * moving between them keeps what was typed; saved only from the last step.
 */
export interface EditorLine {
  BuyMin: number | '';
  BuyMax: number | '';
  OrderBuy: number | '';
  FreeNumber: number | '';
  DiscNumber: number | '';
  DiscType: 'FreeItem' | 'DiscountValue' | 'DiscountPercent';
}

export interface EditorDraft {
  /** null for a new promotion. */
  id: number | null;
  SaleUnit: string;
  Promotion: PromotionHeader;
  PromotionDetails: EditorLine[];
  ProductsSale: ProductRef[];
  ProductsFree: ProductRef[];
  Customers: CustomerRef[];
  CustomersNotIn: CustomerRef[];
  Stores: string[];
  CustomerTypes: string[];
  Weekdays: number[];
}

export const editorState = proxy<{ key: string | null; draft: EditorDraft | null }>({ key: null, draft: null });

export function emptyLine(type: string | null | undefined): EditorLine {
  return { BuyMin: '', BuyMax: '', OrderBuy: '', FreeNumber: '', DiscNumber: '', DiscType: type === '1' ? 'FreeItem' : 'DiscountValue' };
}

export function newDraft(now: Date, saleUnit: string): EditorDraft {
  return {
    id: null,
    SaleUnit: saleUnit,
    Promotion: {
      PromotionName: '', Opt30: '', PromotionRemark: '', ...defaultPromotionDates(now), FlagEnabled: 'Y', PromotionType: '1', SalesNumber: '1',
      CustomerList: ALL, Opt15: ALL, CustomerTypeList: ALL,
    },
    PromotionDetails: [],
    ProductsSale: [], ProductsFree: [], Customers: [], CustomersNotIn: [], Stores: [], CustomerTypes: [],
    Weekdays: [0, 1, 2, 3, 4, 5, 6],
  };
}

const num = (v: unknown): number | '' => (v === null || v === undefined || v === '' ? '' : Number(v));
/** Stored 0 means "not set" for these (no upper bound, once per order): shown empty, as the line's hint says. */
const unset = (v: unknown): number | '' => (Number(v) === 0 ? '' : num(v));

export function draftFromDetail(view: PromotionDetailView): EditorDraft {
  const { Status: _s, StatusColor: _c, ...header } = view.Promotion;
  return {
    id: view.Promotion.PromotionId,
    SaleUnit: view.Promotion.SaleUnit,
    Promotion: header,
    PromotionDetails: view.PromotionDetails.map((d) => ({
      BuyMin: num(d.BuyMin), BuyMax: unset(d.BuyMax), OrderBuy: unset(d.OrderBuy), FreeNumber: num(d.FreeNumber), DiscNumber: num(d.DiscNumber),
      DiscType: d.DiscType === 'DiscountPercent' ? 'DiscountPercent' : d.DiscType === 'FreeItem' ? 'FreeItem' : 'DiscountValue',
    })),
    ProductsSale: view.ProductsSale, ProductsFree: view.ProductsFree, Customers: view.Customers, CustomersNotIn: view.CustomersNotIn,
    Stores: view.Stores.map((s) => s.Code), CustomerTypes: view.CustomerTypes.map((s) => s.Code), Weekdays: view.Weekdays,
  };
}

/** The draft as domain validation and the API read it (codes only; empty numbers left out). */
export function toWire(d: EditorDraft): PromotionSaveBody & PromotionDraft {
  const type = String(d.Promotion.PromotionType ?? '1');
  const lines: PromotionDetailLine[] = d.PromotionDetails.map((l, i) => {
    const line: PromotionDetailLine = { PromotionLn: i + 1, DiscType: type === '1' ? 'FreeItem' : l.DiscType };
    for (const k of ['BuyMin', 'BuyMax', 'OrderBuy', 'FreeNumber', 'DiscNumber'] as const) if (l[k] !== '') line[k] = l[k];
    return line;
  });
  const { PromotionId: _id, ...header } = d.Promotion;
  return {
    SaleUnit: d.SaleUnit,
    Promotion: header,
    PromotionDetails: lines,
    ProductsSale: d.ProductsSale.map((p) => p.P_Code),
    ProductsFree: type === '1' ? d.ProductsFree.map((p) => p.P_Code) : [],
    Customers: d.Promotion.CustomerList === ALL ? [] : d.Customers.map((c) => c.CUSTOMERCODE),
    CustomersNotIn: d.CustomersNotIn.map((c) => c.CUSTOMERCODE),
    Stores: d.Promotion.Opt15 === ALL ? [] : d.Stores,
    CustomerTypes: d.Promotion.CustomerTypeList === ALL ? [] : d.CustomerTypes,
    Weekdays: d.Weekdays,
  };
}
