/** @jsxImportSource theme-ui */

/** Customer tags (RouteStep2, a comma list) as small chips. */
export function TagList({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <span sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }} data-testid="tags">
      {tags.map((tag) => (
        <span key={tag} sx={{ fontSize: 0, px: 2, borderRadius: 'pill', bg: 'muted', color: 'secondaryText', border: '1px solid', borderColor: 'border' }}>{tag}</span>
      ))}
    </span>
  );
}
