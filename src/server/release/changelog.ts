import fs from 'node:fs/promises';
import { Marked } from 'marked';
import { sanitizeRichText } from '../content/sanitize';

export interface ReleaseSection { title: string; html: string }

const marked = new Marked({ gfm: true, async: false });

/**
 * CHANGELOG.md (kept by the lead at the repository root, newest first) as one section per
 * `## ` heading: the heading text and its body as HTML (marked, then the same allow-list as the
 * content pages, so a line in the file can never put script on the page). The intro before the
 * first release heading is returned separately.
 */
export function parseChangelog(markdown: string): { intro: string; releases: ReleaseSection[] } {
  const parts = markdown.replace(/\r\n/g, '\n').split(/^## +/m);
  const head = parts.shift() ?? '';
  const intro = head.replace(/^# .*\n/, '').trim();
  const html = (md: string) => sanitizeRichText(marked.parse(md) as string);
  return {
    intro: html(intro),
    releases: parts.map((p) => {
      const nl = p.indexOf('\n');
      const title = (nl < 0 ? p : p.slice(0, nl)).trim();
      return { title, html: html(nl < 0 ? '' : p.slice(nl + 1)) };
    }),
  };
}

let cache: { path: string; mtimeMs: number; value: ReturnType<typeof parseChangelog> } | null = null;

/** Read and parsed once per file change (the file is small; the page is public). */
export async function readChangelog(file: string): Promise<ReturnType<typeof parseChangelog>> {
  const stat = await fs.stat(file);
  if (cache && cache.path === file && cache.mtimeMs === stat.mtimeMs) return cache.value;
  const value = parseChangelog(await fs.readFile(file, 'utf8'));
  cache = { path: file, mtimeMs: stat.mtimeMs, value };
  return value;
}
