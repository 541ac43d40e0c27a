import { describe, expect, it } from 'vitest';
import { validateForm } from '../../src/engine/validation';
import schema from './fixtures/promotion-form.json';

describe('validateForm', () => {
  it('accepts valid data', () => {
    expect(validateForm(schema, { PromotionName: 'Summer', Opt30: 'SUM', lines: [{ DiscNumber: 5 }] })).toEqual([]);
  });

  it('lists every problem with its field pointer and the schema-named message key', () => {
    const issues = validateForm(schema, { Opt30: 'MUCH TOO LONG NAME', lines: [] });
    expect(issues).toEqual([
      { field: '/PromotionName', messageKey: 'merchant:promotion.nameRequired', params: { missingProperty: 'PromotionName' } },
      { field: '/Opt30', messageKey: 'errors:form.maxLength', params: { limit: 10 } },
      { field: '/lines', messageKey: 'merchant:promotion.linesRequired', params: { limit: 1 } },
    ]);
  });

  it('uses messages named inside conditional branches', () => {
    const issues = validateForm(schema, { PromotionName: 'Free', Opt30: 'F', PromotionType: 'FreeItem', lines: [{ DiscNumber: 1 }] });
    expect(issues).toEqual([{ field: '/lines/0/FreeNumber', messageKey: 'merchant:promotion.freeRequired', params: { missingProperty: 'FreeNumber' } }]);
  });

  it('falls back to generic keys for unnamed keywords', () => {
    const issues = validateForm(schema, { PromotionName: 'x', Opt30: 'y', lines: [{}], PromotionType: 'Other' });
    expect(issues).toEqual([{ field: '/PromotionType', messageKey: 'errors:form.enum', params: expect.objectContaining({ allowedValues: ['DiscountValue', 'FreeItem'] }) }]);
  });
});
