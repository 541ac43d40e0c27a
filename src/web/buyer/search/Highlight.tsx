/** @jsxImportSource theme-ui */
import { highlightSegments } from '../../../domain';

/** The text with every occurrence of the query marked (case-insensitive, Thai and English). */
export function Highlight({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightSegments(text, query).map((seg, i) =>
        seg.match ? (
          <mark key={i} sx={{ bg: 'highlight', color: 'primaryText', fontWeight: 'bold', px: 0 }}>
            {seg.text}
          </mark>
        ) : (
          <span key={i}>{seg.text}</span>
        ),
      )}
    </>
  );
}
