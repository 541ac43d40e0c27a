import sanitizeHtml from 'sanitize-html';

/**
 * The one gate rich text passes before it is stored: an allow-list (sanitize-html) of the tags the
 * back-office editor (TipTap's starter kit) produces. Everything else is dropped with its content
 * when it can run or embed (script, style, iframe, object, svg…) and unwrapped otherwise; no event
 * handler, style or class attribute survives; links keep http(s), mailto and tel and same-site
 * paths only, and always open safely.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'hr'],
  allowedAttributes: { a: ['href', 'target', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^(https?:)?\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: {
          ...(attribs.href ? { href: attribs.href } : {}),
          ...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {}),
        },
      };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** True when the sanitised HTML shows no text at all (an empty editor gives `<p></p>`). */
export function isBlankHtml(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;/g, ' ').trim() === '';
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The seeded plain-text bodies (blank line = paragraph, '# ' = heading, '- ' lines = a list) as
 * HTML, so the editor opens a page that was never edited with its current text.
 */
export function plainTextToHtml(text: string): string {
  return text.split(/\n\s*\n/).map((b) => b.trim()).filter(Boolean).map((b) => {
    if (b.startsWith('# ')) return `<h2>${escape(b.slice(2))}</h2>`;
    const lines = b.split('\n');
    if (lines.every((l) => l.trim().startsWith('- '))) return `<ul>${lines.map((l) => `<li>${escape(l.trim().slice(2))}</li>`).join('')}</ul>`;
    return `<p>${lines.map(escape).join('<br>')}</p>`;
  }).join('');
}
