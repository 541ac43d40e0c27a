import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../../src/server/db/index';
import { takeStock } from '../../../src/server/routes/orders/stock';

// takeStock locks stock rows in product-code order whatever the order's line order, so two orders
// with the same products never lock them in opposite order (a deadlock PostgreSQL would break by
// failing one of them). The rows it updates are recorded by a stand-in for the database.
describe('taking stock', () => {
  it('updates the products in code order, skipping lines of no quantity', async () => {
    const updated: string[] = [];
    const q = {
      query: async (_sql: string, params: unknown[]) => {
        updated.push(String(params[2]));
        return [{ stock_available: 1 }];
      },
    } as unknown as Queryable;
    const take = (code: string, quantity = 1) => ({ P_Code: code, quantity, label: code, unitName: 'ชิ้น' });
    await takeStock(q, 'sabai', '1001', [take('P-300'), take('P-100'), take('P-250', 0), take('P-200'), take('P-050')], new Date());
    expect(updated).toEqual(['P-050', 'P-100', 'P-200', 'P-300']);
  });
});
