/**
 * Which operations still document a success answer as "any JSON" (issue 19 part 6). The coverage
 * test fails on any such operation that is not free-form by nature (FREE_FORM, each with why)
 * (the list of operations not described yet, tests/server/contract-pending.txt, is empty and closed).
 */
type Json = Record<string, any>;

/** Answers that are not a JSON body a schema could describe. Keys are `METHOD /path` as documented. */
export const FREE_FORM: Record<string, string> = {
  'GET /api/chat/images/{uploadId}': 'image bytes (the stored picture)',
  'GET /api/chat/stream': 'server-sent events stream',
  'GET /api/webConfig/stream': 'server-sent events stream',
  'GET /api/media/{tenantId}/banners/{file}': 'image bytes from the tenant bundle',
  'GET /api/media/{tenantId}/categories/{file}': 'image bytes from the tenant bundle',
  'GET /api/media/{tenantId}/groups/{file}': 'image bytes from the tenant bundle',
  'GET /api/media/{tenantId}/products/{code}/{file}': 'image bytes from the tenant bundle',
  'GET /api/rider/deliveries/{orderId}/{saleUnit}/proof/{uploadId}': 'image bytes (the proof photo, JPEG)',
  'GET /api/payments/{orderId}/slip/{uploadId}': 'image bytes (the payment slip)',
  'GET /api/merchant/customerfile/{fileId}/image': 'image bytes (the customer file)',
  'GET /api/merchant/public/image/{tenantId}/{uploadId}': 'image bytes (a public upload)',
  'GET /api/merchant/loyalty/missions/photos/{id}/image': 'image bytes (a mission photo)',
  'GET /api/merchant/migration/{kind}/template': 'CSV file (text/csv): the header row of the import kind',
  'GET /tenants/{tenantId}/{path}': 'any file of the tenant bundle (images, fonts, JSON), served as stored',
  'POST /api/payments/sandbox/pay/{tenantId}/{chargeId}': 'redirect (303, documented) back to the shop\'s return page; no body',
  'POST /api/payments/kbank/charge/{tenantId}/{attemptId}': 'redirect (303, documented) to KBank\'s 3-D Secure page or the return page; no body',
};

const SUCCESS = /^2/;

/** True when the response object gives no body schema, or one that accepts anything (`Type.Any`). */
function untyped(response: Json): boolean {
  const content: Json | undefined = response.content;
  if (!content) return true;
  const json = content['application/json']?.schema as Json | undefined;
  if (!json) return Object.keys(content).length === 0;
  return Object.keys(json).every((k) => k === 'description' || k === 'title');
}

/** `METHOD /path` of every operation with a success answer documented as any JSON. */
export function untypedOperations(doc: Json): string[] {
  const out: string[] = [];
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const [method, op] of Object.entries<Json>(item)) {
      if (!op?.responses) continue;
      const loose = Object.entries<Json>(op.responses).some(([code, r]) => SUCCESS.test(code) && untyped(r));
      if (loose) out.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return out.sort();
}
