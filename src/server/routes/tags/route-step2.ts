/**
 * A customer's tags are the codes of its RouteStep2 comma list. These helpers keep the list tidy
 * (trimmed, no duplicates, original order) when a tag is added or removed.
 */
export function parseTags(routeStep2: string | null | undefined): string[] {
  const out: string[] = [];
  for (const raw of (routeStep2 ?? '').split(',')) {
    const tag = raw.trim();
    if (tag && !out.includes(tag)) out.push(tag);
  }
  return out;
}

export function withTag(routeStep2: string | null | undefined, code: string): string {
  const tags = parseTags(routeStep2);
  return (tags.includes(code) ? tags : [...tags, code]).join(',');
}

export function withoutTag(routeStep2: string | null | undefined, code: string): string {
  return parseTags(routeStep2).filter((t) => t !== code).join(',');
}

/** SQL: customer alias `c` carries tag `$n` (the list is split on commas and trimmed). */
export const HAS_TAG = (param: string) => `EXISTS (SELECT 1 FROM unnest(string_to_array(c.route_step2, ',')) AS rt(code) WHERE btrim(rt.code) = ${param})`;
/** SQL: customer alias `c` carries any of the tags in text[] `$n`. */
export const HAS_ANY_TAG = (param: string) => `EXISTS (SELECT 1 FROM unnest(string_to_array(c.route_step2, ',')) AS rt(code) WHERE btrim(rt.code) = ANY(${param}::text[]))`;
