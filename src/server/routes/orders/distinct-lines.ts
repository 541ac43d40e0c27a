import { badRequest, type FieldError } from '../../errors';

/**
 * One line per product in an order or quote body: a repeated P_Code was silently merged into one
 * line before, so the buyer's quantities were not what was priced. A 400 names each repeat
 * (`/body/lines/<index>/P_Code`) and the line it repeats.
 */
export function assertDistinctLines(lines: readonly { P_Code: string }[] | undefined): void {
  if (!lines) return;
  const first = new Map<string, number>();
  const errors: FieldError[] = [];
  lines.forEach((line, index) => {
    const seen = first.get(line.P_Code);
    if (seen === undefined) first.set(line.P_Code, index);
    else errors.push({ field: `/body/lines/${index}/P_Code`, reason: `repeats product '${line.P_Code}' of line ${seen}: send one line per product with its quantities` });
  });
  if (errors.length) throw badRequest('Invalid request', errors);
}
