/**
 * Cuts object-typed members out of openapi-typescript's text into named type aliases, so that one
 * operation (or schema) longer than a file's budget can spread over several files. split.ts decides
 * what must shrink; this only rewrites lines. Pure, tested with split.ts.
 *
 * `key?: { … };` inside a block becomes `key?: Name;` and, elsewhere, `export type Name = { … };`:
 * the same object type under a name. A type alias rather than an interface, because an object
 * literal type has an implicit index signature an interface lacks (`Record<string, unknown>` accepts
 * one, not the other); an alias of the literal is the literal, for every consumer.
 */

/**
 * Generated lines whose direct members sit at `depth` spaces: an interface member such as an
 * operation (`    postOrders: {`, members at 8) or a cut-out type (`export type X = {`, members at 4).
 * `refs` are the cut-out types it names, so its file imports them.
 */
export interface Block { name: string; lines: string[]; depth: number; refs: string[] }

interface Child { start: number; end: number; key: string }

/** Names a cut-out type must not take: the folder's own interfaces and what the generator uses. */
export const RESERVED_NAMES = ['paths', 'operations', 'components', 'webhooks', '$defs', 'Record'];

/** `"application/json"` → `ApplicationJson`, `requestBody?` → `RequestBody`, `200` → `200`. */
export function pascal(key: string): string {
  return key.split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join('') || 'Member';
}

/** The block's direct members written `key: {` … `};` (a name can stand for exactly those). */
export function objectChildren(block: Block): Child[] {
  const pad = ' '.repeat(block.depth);
  const out: Child[] = [];
  for (let i = 0; i < block.lines.length; i++) {
    const line = block.lines[i];
    const head = line.startsWith(pad) && line[block.depth] !== ' ' ? /^(.+): \{$/.exec(line.slice(block.depth)) : null;
    if (!head) continue;
    let j = i + 1;
    while (j < block.lines.length && (block.lines[j] === '' || block.lines[j].startsWith(`${pad} `))) j++;
    // `}[];` or `} | {` close an array or a union: not one object type, left inline.
    if (block.lines[j] === `${pad}};`) out.push({ start: i, end: j, key: head[1] });
    i = j;
  }
  return out;
}

function cut(block: Block, child: Child, names: Set<string>): Block {
  const base = block.name + pascal(child.key);
  let name = base;
  for (let n = 2; names.has(name); n++) name = `${base}_${n}`;
  names.add(name);
  const inner = block.lines.slice(child.start + 1, child.end);
  const lines = [`export type ${name} = {`, ...inner.map((l) => l.slice(block.depth)), '};'];
  if (lines.some((l) => /\boperations\[/.test(l))) {
    // Only a path's method lines name operations, and they are one line each: never cut out.
    throw new Error(`openapi split: ${name} would name \`operations\` away from its part`);
  }
  const moved = block.refs.filter((r) => inner.some((l) => l.endsWith(`: ${r};`)));
  block.lines.splice(child.start, child.end - child.start + 1, `${' '.repeat(block.depth)}${child.key}: ${name};`);
  block.refs = [...block.refs.filter((r) => !moved.includes(r)), name];
  return { name, lines, depth: 4, refs: moved };
}

/**
 * Cuts the largest member out of `blocks` into a named type until `fits()`, then cuts each such
 * type that does not fit a file alone (`pieceFits`) the same way. Returns the types in reading
 * order, each followed by those cut from it. Stops when nothing is left to cut (a block of
 * one-line members): that file then stays over its budget and the folder test names it.
 */
export function shrink(blocks: Block[], fits: () => boolean, pieceFits: (piece: Block) => boolean, names: Set<string>): Block[] {
  const cutOut = new Map<string, Block>();
  while (!fits()) {
    let best: { block: Block; child: Child } | undefined;
    for (const block of blocks) {
      for (const child of objectChildren(block)) {
        // Three lines or more, or the name and its import would take as many as the type did.
        if (child.end - child.start >= 2 && (!best || child.end - child.start > best.child.end - best.child.start)) best = { block, child };
      }
    }
    if (!best) break;
    const piece = cut(best.block, best.child, names);
    cutOut.set(piece.name, piece);
  }
  const out: Block[] = [];
  for (const block of blocks) {
    for (const line of block.lines) {
      const piece = cutOut.get(/: ([\w$]+);$/.exec(line)?.[1] ?? '');
      if (piece) out.push(piece, ...shrink([piece], () => pieceFits(piece), pieceFits, names));
    }
  }
  return out;
}
