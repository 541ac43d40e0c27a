import type { LayoutName, Locale, RouteDef, TenantBundle } from '../bundle/types';

type Segment =
  | { kind: 'static'; value: string }
  | { kind: 'param'; name: string; optional: boolean }
  | { kind: 'splat' };

/** One concrete shape of a route once its optional segments are each kept or dropped. */
interface Shape {
  segments: Segment[];
  score: number;
}

export interface CompiledRoute {
  id: string;
  /** The bundle's path in spec syntax, e.g. `/history/{orderid}/{saleunit?}`. */
  pattern: string;
  screen: string;
  layout: LayoutName;
  guards: string[];
  title?: string;
  order: number;
  paramNames: string[];
  /** react-router 7 paths: Thai without prefix, English under `/en`. */
  routerPaths: Record<Locale, string>;
  shapes: Shape[];
}

export interface RouteMatch {
  route: CompiledRoute;
  params: Record<string, string>;
  locale: Locale;
  /** The pathname without its locale prefix, decoded. */
  path: string;
}

function parseSegments(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter((part) => part !== '')
    .map((part): Segment => {
      if (part === '*' || part === '{*}') return { kind: 'splat' };
      const param = /^\{([A-Za-z0-9_]+)(\?)?\}$/.exec(part);
      if (param) return { kind: 'param', name: param[1], optional: param[2] === '?' };
      return { kind: 'static', value: part };
    });
}

function toRouterPath(segments: Segment[]): string {
  const parts = segments.map((segment) => {
    if (segment.kind === 'static') return segment.value;
    if (segment.kind === 'splat') return '*';
    return `:${segment.name}${segment.optional ? '?' : ''}`;
  });
  return `/${parts.join('/')}`;
}

// react-router's weights (static 10, dynamic 3, splat penalty, +1 per segment), so our matcher
// and the browser router rank the same way.
function score(segments: Segment[]): number {
  let total = 0;
  for (const segment of segments) {
    if (segment.kind === 'static') total += 11;
    else if (segment.kind === 'param') total += 4;
    else total -= 2;
  }
  return total;
}

/** Every keep/drop combination of optional segments, keeping-first so earlier params fill first. */
function explode(segments: Segment[]): Segment[][] {
  if (segments.length === 0) return [[]];
  const [first, ...rest] = segments;
  const tails = explode(rest);
  const kept = tails.map((tail) => [first, ...tail]);
  if (first.kind === 'param' && first.optional) return [...kept, ...tails];
  return kept;
}

export function compileRoute(id: string, def: RouteDef): CompiledRoute {
  const segments = parseSegments(def.path);
  const th = toRouterPath(segments);
  const isSplatOnly = segments.length === 1 && segments[0].kind === 'splat';
  return {
    id,
    pattern: def.path,
    screen: def.screen,
    layout: def.layout,
    guards: def.guards ?? [],
    title: def.title,
    order: def.order ?? 0,
    paramNames: segments.flatMap((s) => (s.kind === 'param' ? [s.name] : s.kind === 'splat' ? ['*'] : [])),
    routerPaths: { th: isSplatOnly ? '*' : th, en: th === '/' ? '/en' : `/en${th}` },
    shapes: explode(segments).map((shape) => ({ segments: shape, score: score(shape) })),
  };
}

/** The screen a route shows under `bundle`: the bundle in force (a company's, a live change) may point it elsewhere. */
export function screenIdOf(bundle: TenantBundle, route: CompiledRoute): string {
  return bundle.routes[route.id]?.screen ?? route.screen;
}

/** The component names of every block of the route's screen (all of them: visibility may change on screen). */
export function screenComponents(bundle: TenantBundle, route: CompiledRoute): string[] {
  return Object.values(bundle.screens[screenIdOf(bundle, route)]?.blocks ?? {}).map((block) => block.component);
}

/** All routes of a bundle, compiled; sorted by `order` then id for a stable router table. */
export function routeTable(bundle: TenantBundle): CompiledRoute[] {
  return Object.entries(bundle.routes ?? {})
    .filter(([, def]) => Boolean(def))
    .map(([id, def]) => compileRoute(id, def))
    // Code-unit order, not localeCompare: ids are ASCII, and a collator costs ~100 ms of a slow phone's start-up.
    .sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

function splitLocale(pathname: string): { locale: Locale; path: string } {
  const clean = pathname.split(/[?#]/)[0] || '/';
  if (clean === '/en' || clean === '/en/') return { locale: 'en', path: '/' };
  if (clean.startsWith('/en/')) return { locale: 'en', path: clean.slice(3) };
  return { locale: 'th', path: clean };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function matchShape(shape: Shape, parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  const { segments } = shape;
  const last = segments[segments.length - 1];
  const hasSplat = last?.kind === 'splat';
  const fixed = hasSplat ? segments.length - 1 : segments.length;
  if (hasSplat ? parts.length < fixed : parts.length !== fixed) return null;
  for (let i = 0; i < fixed; i += 1) {
    const segment = segments[i];
    if (segment.kind === 'static') {
      if (segment.value !== parts[i]) return null;
    } else if (segment.kind === 'param') {
      params[segment.name] = safeDecode(parts[i]);
    }
  }
  if (hasSplat) params['*'] = parts.slice(fixed).map(safeDecode).join('/');
  return params;
}

/**
 * Finds the route for a browser pathname (with or without `/en`). Static segments outrank
 * parameters, so `/payment/slip` is never taken by the payment catch-all.
 */
export function matchRoute(table: readonly CompiledRoute[], pathname: string): RouteMatch | null {
  const { locale, path } = splitLocale(pathname);
  const parts = path.split('/').filter((part) => part !== '');
  let best: { route: CompiledRoute; params: Record<string, string>; score: number } | null = null;
  for (const route of table) {
    for (const shape of route.shapes) {
      if (best && shape.score <= best.score) continue;
      const params = matchShape(shape, parts);
      if (params) best = { route, params, score: shape.score };
    }
  }
  const decoded = `/${parts.map(safeDecode).join('/')}`;
  return best ? { route: best.route, params: best.params, locale, path: decoded } : null;
}
