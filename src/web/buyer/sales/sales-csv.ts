import Papa from 'papaparse';
import type { MySales } from '../../api/sales';

/** The period's orders as CSV (UTF-8 with a byte-order mark so spreadsheet programs read Thai). */
export function mySalesCsv(data: MySales, headers: string[], placedBy: (k: string) => string): string {
  const rows = data.Orders.map((o) => [o.OrderId, o.At, o.CustomerCode, o.CustomerName, o.SaleUnit, o.Total.toFixed(2), o.Status, placedBy(o.PlacedBy)]);
  return `\ufeff${Papa.unparse({ fields: headers, data: rows })}`;
}

export function downloadText(text: string, filename: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
