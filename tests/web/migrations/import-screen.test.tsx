import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultHandlers } from '../../../mocks/handlers';
import { resetCentreSync } from '../../../src/web/centres/centre-sync';
import { parseAllowJson } from '../../../src/web/merchant/admin/allow-json';
import { merchantCentresHandler, otherFeatures, superAdmin } from '../auth/session-fixtures';
import { renderApp } from '../render-app';
import { contractJson, errorJson } from '../../../mocks/contract';
import { mswServer } from '../msw-server';

configure({ asyncUtilTimeout: 10_000 });

const server = mswServer(...defaultHandlers, otherFeatures, merchantCentresHandler());
beforeEach(() => resetCentreSync());

const BAD = [
  { line: 4, field: 'CUSTOMERNAME', reason: 'is required', code: 'required' },
  { line: 5, field: 'MOBILENO', reason: 'is already used by customer SB0001', code: 'mobileUsed', params: { code: 'SB0001' } },
];
const report = { Kind: 'customers' as const, FileName: 'crm.csv', Total: 5, Good: 3, BadLines: 2, Bad: BAD, BadTruncated: false };

function importApi() {
  const calls: string[] = [];
  server.use(
    http.get('*/api/merchant/migration/customers/columns', () => contractJson('getMerchantMigrationByKindColumns', { Kind: 'customers', Columns: [{ name: 'CUSTOMERCODE', required: true, hint: 'code' }], MaxRows: 5000, MaxBytes: 2097152, MaxRowsAsync: 100000, MaxBytesAsync: 10485760 })),
    http.get('*/api/merchant/migration/jobs', () => contractJson('getMerchantMigrationJobs', { Data: [] })),
    http.post('*/api/merchant/migration/customers/validate', async ({ request }) => {
      const form = await request.formData();
      calls.push(form.has('file') ? 'validate with file' : 'validate without file');
      return contractJson('postMerchantMigrationByKindValidate', { ...report, AlreadyImported: null });
    }),
    http.post('*/api/merchant/migration/customers/import', () => {
      calls.push('import');
      return contractJson('postMerchantMigrationByKindImport', { ...report, JobId: '0b8f7c3e-9a51-4a57-9d1e-0f7c3b7e2a11', Imported: 3, Replayed: false });
    }),
  );
  return calls;
}

// The file input is visually hidden behind the 'Choose file' button.
const upload = (input: HTMLElement, file: File) => userEvent.setup({ pointerEventsCheck: 0 }).upload(input, file);
const csv = () => new File(['CUSTOMERCODE,CUSTOMERNAME,MOBILENO,SALEUNIT\n'], 'crm.csv', { type: 'text/csv' });

describe('/merchant/migration/create-profile-crm', () => {
  it('checks the file first, lists the bad rows by line with translated reasons, then imports the good rows', async () => {
    const calls = importApi();
    await renderApp(null, { url: '/merchant/migration/create-profile-crm', merchant: superAdmin });
    await screen.findByRole('heading', { name: 'ย้ายข้อมูลลูกค้าจาก CRM' });
    const importButton = screen.getByRole('button', { name: /นำเข้า \d+ แถวที่ถูกต้อง/ });
    expect(importButton).toBeDisabled(); // nothing checked yet
    await upload(screen.getByTestId('import-file'), csv());
    await userEvent.click(screen.getByRole('button', { name: 'ตรวจไฟล์ (ยังไม่บันทึก)' }));
    const rows = within(await screen.findByTestId('bad-rows')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['4CUSTOMERNAMEต้องระบุ', '5MOBILENOถูกใช้แล้วโดยลูกค้า SB0001']);
    expect(calls).toEqual(['validate with file']);
    await userEvent.click(screen.getByRole('button', { name: 'นำเข้า 3 แถวที่ถูกต้อง' }));
    await screen.findByText('ผลการนำเข้า');
    expect(calls).toEqual(['validate with file', 'import']);
    expect(screen.getByRole('link', { name: 'เปิดรายชื่อลูกค้า' })).toHaveAttribute('href', '/merchant/customer');
  });

  it('shows why a file is refused (400 with pointers) and keeps import disabled', async () => {
    importApi();
    server.use(http.post('*/api/merchant/migration/customers/validate', () => errorJson(
      400, { IsException: true, Message: 'The file cannot be imported', Errors: [{ field: '/body/file/columns/MOBILENO', reason: 'required column is missing' }] },
    )));
    await renderApp(null, { url: '/en/merchant/migration/create-profile-crm', merchant: superAdmin });
    await upload(await screen.findByTestId('import-file'), csv());
    await userEvent.click(screen.getByRole('button', { name: 'Check file (dry run)' }));
    const problems = await screen.findByTestId('file-problems');
    expect(problems).toHaveTextContent('/body/file/columns/MOBILENO required column is missing');
    await waitFor(() => expect(screen.getByRole('button', { name: /Import \d+ good row/ })).toBeDisabled());
  });
});

describe('allow-list JSON', () => {
  it('reads the export file, objects or plain codes, and refuses anything else', () => {
    expect(parseAllowJson('{"format":"talad.customerAllowList","customers":[{"CustomerCode":"A1","Note":"x"}]}')).toEqual([{ CustomerCode: 'A1', Note: 'x' }]);
    expect(parseAllowJson('[" B2 ", {"CustomerCode":"C3"}]')).toEqual([{ CustomerCode: 'B2' }, { CustomerCode: 'C3' }]);
    expect(parseAllowJson('[1]')).toBeNull();
    expect(parseAllowJson('{"a":1}')).toBeNull();
    expect(parseAllowJson('not json')).toBeNull();
  });
});
