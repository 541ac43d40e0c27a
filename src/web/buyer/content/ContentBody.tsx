/** @jsxImportSource theme-ui */
import { PlainText } from './PlainText';

const RICH = {
  lineHeight: 1.7,
  '& h2': { fontSize: 3, mt: 4, mb: 2 },
  '& h3': { fontSize: 2, mt: 3, mb: 2 },
  '& p': { my: 2 },
  '& ul, & ol': { pl: 4 },
  '& blockquote': { borderLeft: '4px solid', borderColor: 'border', m: 0, pl: 3, color: 'textMuted' },
  '& a': { color: 'primary' },
} as const;

/**
 * A content or news page body: HTML published from the back-office editor (already sanitised on
 * the server against an allow-list, docs/content.md) or the seeded plain text.
 */
export function ContentBody({ text, format }: { text: string; format?: 'text' | 'html' }) {
  if (format === 'html') return <div data-testid="rich-text" sx={RICH} dangerouslySetInnerHTML={{ __html: text }} />;
  return <PlainText text={text} />;
}
