/** 1234.5 → '1,234.50' (error reasons are English; the web shows its own formatted figures). */
export function formatBahtPlain(n: number): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
