import fs from 'node:fs';
import path from 'node:path';
import { inputGuardScript, inputGuardStyle } from './input-guard';

/** JSON that is safe inside a <script> element (no `</script>`, no HTML comment openers, no line separators). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * `window[name] = value` for the page's scripts, as JSON data and one `JSON.parse`: a large object
 * literal in a script is parsed as JavaScript, several times slower than JSON (the home's 200 KB of
 * start data took ~100 ms of the document's first long task at 4x CPU, ~30 ms as JSON). The data
 * element is never run (no nonce needed); `scriptSafeJson` keeps `</script>` and `<!--` out of it.
 */
export function globalData(name: string, value: unknown, nonce: string): string {
  return `<script type="application/json" id="${name}">${scriptSafeJson(value)}</script>`
    + `<script nonce="${nonce}">window.${name}=JSON.parse(document.getElementById("${name}").textContent);</script>`;
}

/** Puts `window.__TALAD_BOOT__ = …` before the app's first script, so the first paint needs no round trip. */
export function injectBoot(html: string, boot: unknown, nonce: string): string {
  const tag = globalData('__TALAD_BOOT__', boot, nonce);
  const at = html.search(/<script\b/i);
  if (at >= 0) return html.slice(0, at) + tag + html.slice(at);
  const head = html.search(/<\/head>/i);
  return head >= 0 ? html.slice(0, head) + tag + html.slice(head) : tag + html;
}

/** Adds tags at the end of <head> (preload hints), or nowhere when the page has no head. */
export function injectHeadEnd(html: string, tags: string): string {
  if (!tags) return html;
  const head = html.search(/<\/head>/i);
  return head >= 0 ? html.slice(0, head) + tags + html.slice(head) : html;
}

/**
 * Adds tags at the start of <head>, after the charset and viewport: the LCP picture's preload must
 * be asked for before the page's scripts, or on HTTP/1.1 it waits behind them for a connection
 * (Lighthouse with real throttling: the home banner, 1.6 KB, took 6 s behind 59 scripts).
 */
export function injectHeadStart(html: string, tags: string): string {
  if (!tags) return html;
  const viewport = /<meta\s+name="viewport"[^>]*>/i.exec(html);
  if (viewport) return html.slice(0, viewport.index + viewport[0].length) + tags + html.slice(viewport.index + viewport[0].length);
  const head = /<head[^>]*>/i.exec(html);
  return head ? html.slice(0, head.index + head[0].length) + tags + html.slice(head.index + head[0].length) : html;
}

/** The built index.html, re-read when the file changes (a rebuild while the server runs). */
export class IndexHtml {
  private cached?: { mtimeMs: number; html: string };

  constructor(private readonly webDir: string) {}

  get file(): string { return path.join(this.webDir, 'index.html'); }

  exists(): boolean { return fs.existsSync(this.file); }

  read(): string {
    const stat = fs.statSync(this.file);
    if (!this.cached || this.cached.mtimeMs !== stat.mtimeMs) {
      this.cached = { mtimeMs: stat.mtimeMs, html: fs.readFileSync(this.file, 'utf8') };
    }
    return this.cached.html;
  }
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

export interface RenderedPage {
  lang: string;
  title: string | null;
  /** Resource hints React emitted for the page (the LCP image's preload), moved into <head>. */
  headTags?: string;
  /** Emotion's critical `<style>` tags (already carrying the nonce). */
  styles: string;
  /** React's HTML of the app (escaped by React). */
  body: string;
  /** `window.__TALAD_SSR__` (see src/web/ssr/payload.ts). */
  payload: unknown;
}

/**
 * A server-rendered page reads and paints from its HTML; its scripts only hydrate it. Fetched at
 * the browser's default (high) priority they compete with the LCP picture and the fonts on a slow
 * line, and Lighthouse's simulation counts every high-priority script requested before the first
 * paint as blocking it (a 3.1 s simulated FCP for a page that painted in 0.3 s). At low priority
 * the content goes first; the scripts still start at once, in parallel. A client-rendered page
 * (nothing to show without its scripts) keeps the default.
 */
export function scriptsAfterContent(html: string): string {
  return html
    .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/gi, '<link rel="modulepreload" fetchpriority="low"')
    .replace(/<script type="module"(?![^>]*fetchpriority)/gi, '<script type="module" fetchpriority="low"');
}

/** The built index.html with a server-rendered page in `#root`, its styles, title, language and hydration data. */
export function injectRendered(html: string, page: RenderedPage, nonce: string): string {
  let out = html.replace(/<html lang="[^"]*"/i, `<html lang="${escapeHtml(page.lang)}"`);
  // The <noscript> notice is for the client-rendered app: this page reads without JavaScript.
  out = out.replace(/<noscript>[\s\S]*?<\/noscript>/i, '');
  if (page.title !== null) out = out.replace(/<title>[^<]*<\/title>/i, `<title>${escapeHtml(page.title)}</title>`);
  // The input guard in <head>: listening before the first control is even parsed.
  const guard = `<style nonce="${nonce}">${inputGuardStyle()}</style><script nonce="${nonce}">${inputGuardScript()}</script>`;
  out = injectHeadStart(out, page.headTags ?? '');
  // What works only with JavaScript (the start-up centre picker: it could not be closed) is hidden
  // when the page is read without it.
  const noScript = `<noscript><style nonce="${nonce}">[data-needs-script]{display:none!important}</style></noscript>`;
  out = injectHeadEnd(out, `${page.styles}${guard}${noScript}`);
  const data = globalData('__TALAD_SSR__', page.payload, nonce);
  out = scriptsAfterContent(out);
  return out.replace(/<div id="root"><\/div>/i, () => `<div id="root">${page.body}</div>${data}`);
}
