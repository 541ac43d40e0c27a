import type { FieldProblem } from './types';

/**
 * Small field checks shared by the import kinds. Each returns the parsed value or pushes a problem
 * naming the column; the messages are the "reason" a super admin reads next to the line number.
 */
export class RowChecker {
  readonly problems: FieldProblem[] = [];

  constructor(private readonly values: Record<string, string>) {}

  raw(field: string): string {
    return (this.values[field] ?? '').trim();
  }

  fail(field: string, reason: string, code?: string, params?: Record<string, string | number>): void {
    this.problems.push(code ? { field, reason, code, ...(params ? { params } : {}) } : { field, reason });
  }

  text(field: string, opts: { required?: boolean; max: number; pattern?: RegExp; patternReason?: string; patternCode?: string }): string {
    const v = this.raw(field);
    if (!v) {
      if (opts.required) this.fail(field, 'is required', 'required');
      return '';
    }
    if (v.length > opts.max) this.fail(field, `is longer than ${opts.max} characters`, 'tooLong', { max: opts.max });
    else if (opts.pattern && !opts.pattern.test(v)) this.fail(field, opts.patternReason ?? 'has an invalid format', opts.patternCode ?? 'format');
    return v;
  }

  /** A decimal number; `undefined` when empty and not required. */
  number(field: string, opts: { required?: boolean; min?: number; minExclusive?: number; max?: number; decimals: number; integer?: boolean }): number | undefined {
    const v = this.raw(field).replace(/,/g, '');
    if (!v) {
      if (opts.required) this.fail(field, 'is required', 'required');
      return undefined;
    }
    if (!/^-?\d+(\.\d+)?$/.test(v)) {
      this.fail(field, 'must be a number', 'number');
      return undefined;
    }
    const n = Number(v);
    const decimals = v.includes('.') ? v.split('.')[1].length : 0;
    if (opts.integer && decimals > 0 && !/^\d+\.0+$/.test(v)) this.fail(field, 'must be a whole number', 'integer');
    else if (decimals > opts.decimals && !opts.integer) this.fail(field, `must have at most ${opts.decimals} decimals`, 'decimals', { n: opts.decimals });
    else if (opts.minExclusive !== undefined && !(n > opts.minExclusive)) this.fail(field, `must be greater than ${opts.minExclusive}`, 'greaterThan', { n: opts.minExclusive });
    else if (opts.min !== undefined && n < opts.min) this.fail(field, `must be at least ${opts.min}`, 'atLeast', { n: opts.min });
    else if (opts.max !== undefined && n > opts.max) this.fail(field, `must be at most ${opts.max}`, 'atMost', { n: opts.max });
    else return n;
    return undefined;
  }

  get ok(): boolean {
    return this.problems.length === 0;
  }
}

export const THAI_MOBILE = /^0[0-9]{9}$/;
export const CODE = /^[A-Za-z0-9_.-]+$/;
export const SALE_UNIT = /^[A-Za-z0-9_-]+$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** GS1 check digit (EAN-8, UPC-A, EAN-13, ITF-14): catches the typo of a single digit. */
export function isGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  let sum = 0;
  // Weights 3,1,3,… from the digit next to the check digit, whatever the length.
  for (let i = digits.length - 1, w = 3; i >= 0; i--, w = w === 3 ? 1 : 3) sum += digits[i] * w;
  return (10 - (sum % 10)) % 10 === check;
}

/** Comma list of customer tags (RouteStep2): trimmed, empty entries dropped, duplicates removed. */
export function normaliseTags(text: string): string[] {
  return [...new Set(text.split(',').map((t) => t.trim()).filter(Boolean))];
}
