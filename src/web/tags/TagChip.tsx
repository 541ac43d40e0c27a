/** @jsxImportSource theme-ui */

/** A tag as a coloured chip: its colour as a dot and border, its code. */
export function TagChip({ code, color, name, muted }: { code: string; color: string; name?: string; muted?: boolean }) {
  return (
    <span title={name} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, px: 2, py: '1px', borderRadius: 'pill', fontSize: 0, fontWeight: 'bold',
      border: '1px solid', borderColor: color, color: 'text', bg: 'background', opacity: muted ? 0.6 : 1, whiteSpace: 'nowrap' }}>
      <span aria-hidden sx={{ width: 8, height: 8, borderRadius: 'pill', bg: color, flexShrink: 0 }} />{code}
    </span>
  );
}
