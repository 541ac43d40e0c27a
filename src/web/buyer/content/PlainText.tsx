/** @jsxImportSource theme-ui */

/** Server texts are plain: a blank line starts a paragraph, '# ' a heading, '- ' a list item. */
export function PlainText({ text }: { text: string }) {
  const blocks = text.split(/\n\s*\n/).map((b) => b.trim()).filter(Boolean);
  return (
    <div data-testid="plain-text" sx={{ lineHeight: 1.7, '& h2': { fontSize: 3, mt: 4, mb: 2 }, '& p': { my: 2 }, '& ul': { pl: 4 } }}>
      {blocks.map((b, i) => {
        if (b.startsWith('# ')) return <h2 key={i}>{b.slice(2)}</h2>;
        const lines = b.split('\n');
        if (lines.every((l) => l.trim().startsWith('- '))) {
          return (
            <ul key={i}>
              {lines.map((l, k) => (
                <li key={k}>{l.trim().slice(2)}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={i} sx={{ whiteSpace: 'pre-line' }}>
            {b}
          </p>
        );
      })}
    </div>
  );
}
