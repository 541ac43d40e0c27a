import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { NAMESPACES } from '../i18n/create-i18n';
import { deepestExisting, pointerExists } from './json-pointer';
import { applyVariant, mergeTenant } from './resolve';
import { schemaProblems, type Problem } from './schema-check';
import { flattenKeys, semanticProblems, unknownFlagProblems, type LocaleKeys, type SemanticOptions } from './semantic-check';
import type { BundleError, JsonObject, JsonValue, TenantBundle, TenantPatch } from './types';
import { LOCALES } from './types';

export interface LoadOptions {
  /** Component names the registry provides (src/web/registry/manifest.ts); unchecked when absent. */
  knownComponents?: ReadonlySet<string>;
  /** Defaults to `<tenantsDir>/../locales` (the server passes LOCALES_DIR). A missing folder is one base error, and locale keys go unchecked. */
  localesDir?: string;
  /** Defaults to `<tenantsDir>/../schemas` (form schemas are checked to exist). */
  schemasDir?: string;
}

export interface LoadedTenant {
  id: string;
  dir: string;
  /** The tenant's own file (a merge patch over the base); null if unreadable. */
  patch: TenantPatch | null;
  /** base ← tenant with `variants` kept; null when the tenant has any error. */
  bundle: TenantBundle | null;
  errors: BundleError[];
}

export interface LoadResult {
  /** Null only when the base file is unreadable or breaks the schema. */
  base: TenantBundle | null;
  /** Problems of the base file and of the locale files. */
  baseErrors: BundleError[];
  tenants: LoadedTenant[];
}

const TENANT_FILE = 'tenant.json';

function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') ? file : relative;
}

function lineAndColumn(text: string, position: number): string {
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  const column = position - before.lastIndexOf('\n');
  return `line ${line}, column ${column}`;
}

/** Reads a JSON file; on failure the error says where (line and column when the parser tells). */
export function readJson(file: string): { value?: JsonValue; error?: BundleError } {
  const shown = displayPath(file);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return { error: { file: shown, pointer: '', reason: `cannot read file: ${(error as Error).message}` } };
  }
  try {
    return { value: JSON.parse(text) as JsonValue };
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message);
    const where = position ? ` (${lineAndColumn(text, Number(position[1]))})` : '';
    return { error: { file: shown, pointer: '', reason: `invalid JSON: ${message}${where}` } };
  }
}

/** Every "ns:key" per language, plus the problems of unreadable locale files. */
export function readLocaleKeys(localesDir: string): { keys: LocaleKeys | undefined; errors: BundleError[] } {
  const errors: BundleError[] = [];
  const keys: LocaleKeys = { th: new Set(), en: new Set() };
  // Without this, a tenants folder copied elsewhere (TENANTS_DIR) failed every tenant with
  // "does not exist in locales" for each wording key, hiding the one real cause.
  const missing = LOCALES.filter((lang) => !existsSync(path.join(localesDir, lang)));
  if (missing.length) {
    errors.push({
      file: displayPath(localesDir), pointer: '',
      reason: `locales folder not found (${missing.map((l) => `${l}/`).join(' and ')} missing in ${localesDir}): set LOCALES_DIR to the folder that holds th/ and en/`,
    });
    // Keys unknown: tenants are checked without them (the SPA's own locale files still work).
    return { keys: undefined, errors };
  }
  for (const lang of LOCALES) {
    const set = new Set<string>();
    for (const ns of NAMESPACES) {
      const file = path.join(localesDir, lang, `${ns}.json`);
      if (!existsSync(file)) continue;
      const { value, error } = readJson(file);
      if (error) errors.push(error);
      else flattenKeys(ns, value, set);
    }
    keys[lang] = set;
  }
  return { keys, errors };
}

interface Layer {
  file: string;
  doc: JsonValue | undefined;
  /** Where this layer's document sits inside its file (a variant lives under /variants/CODE). */
  prefix: string;
}

/** Blames the most specific layer that holds the pointer (or the deepest part of it). */
function attribute(problem: Problem, layers: Layer[]): BundleError {
  for (const layer of layers) {
    if (pointerExists(layer.doc, problem.pointer)) return { file: layer.file, pointer: layer.prefix + problem.pointer, reason: problem.reason };
  }
  let best = layers[layers.length - 1];
  let depth = -1;
  for (const layer of layers) {
    const found = deepestExisting(layer.doc, problem.pointer).length;
    if (found > depth) {
      best = layer;
      depth = found;
    }
  }
  return { file: best.file, pointer: best.prefix + problem.pointer, reason: problem.reason };
}

function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function logoProblems(bundle: TenantBundle, dirs: string[]): Problem[] {
  const logo = bundle.branding?.logo;
  if (!logo || dirs.some((dir) => existsSync(path.join(dir, logo)))) return [];
  return [{ pointer: '/branding/logo', reason: `logo file '${logo}' not found in the tenant folder` }];
}

function key(error: BundleError): string {
  return `${error.file}\u0000${error.pointer}\u0000${error.reason}`;
}

function loadTenant(dir: string, id: string, base: TenantBundle, baseLayer: Layer, baseDir: string, options: SemanticOptions): LoadedTenant {
  const file = path.join(dir, TENANT_FILE);
  const shown = displayPath(file);
  const result: LoadedTenant = { id, dir, patch: null, bundle: null, errors: [] };
  if (!existsSync(file)) {
    result.errors.push({ file: shown, pointer: '', reason: `${TENANT_FILE} is missing` });
    return result;
  }
  const { value, error } = readJson(file);
  if (error) {
    result.errors.push(error);
    return result;
  }
  if (!isObject(value)) {
    result.errors.push({ file: shown, pointer: '', reason: 'a tenant file must be a JSON object' });
    return result;
  }
  result.patch = value;
  const own: BundleError[] = schemaProblems('patch', value).map((p) => ({ file: shown, ...p }));
  if (value.id !== id) own.push({ file: shown, pointer: '/id', reason: `id must equal the folder name '${id}'` });
  own.push(...unknownFlagProblems(value, base.flags).map((p) => ({ file: shown, ...p })));
  const variants = isObject(value.variants) ? value.variants : {};
  for (const [code, variant] of Object.entries(variants)) {
    if (isObject(variant)) own.push(...unknownFlagProblems(variant, base.flags, `/variants/${code}`).map((p) => ({ file: shown, ...p })));
  }
  if (own.length) {
    result.errors = own;
    return result;
  }

  const tenantLayer: Layer = { file: shown, doc: value, prefix: '' };
  const merged = mergeTenant(base, value);
  const seen = new Set<string>();
  const collect = (problems: Problem[], layers: Layer[]): void => {
    for (const problem of problems) {
      const blamed = attribute(problem, layers);
      // The base's own problems are reported once, as base errors, not against every tenant.
      if (blamed.file === baseLayer.file || seen.has(key(blamed))) continue;
      seen.add(key(blamed));
      result.errors.push(blamed);
    }
  };
  const check = (bundle: TenantBundle): Problem[] => [
    ...schemaProblems('bundle', bundle),
    ...semanticProblems(bundle, options),
    ...logoProblems(bundle, [dir, baseDir]),
  ];
  collect(check(merged), [tenantLayer, baseLayer]);
  for (const [code, variant] of Object.entries(merged.variants ?? {})) {
    const variantLayer: Layer = { file: shown, doc: variant, prefix: `/variants/${code}` };
    collect(check(applyVariant(merged, code)), [variantLayer, tenantLayer, baseLayer]);
  }
  if (result.errors.length === 0) result.bundle = merged;
  return result;
}

/**
 * Loads `_base` and every tenant folder. Each tenant is validated on its own: a broken tenant
 * comes back with `bundle: null` and its errors, the healthy ones load normally.
 */
export function loadTenants(tenantsDir: string, options: LoadOptions = {}): LoadResult {
  const root = path.resolve(tenantsDir);
  const localesDir = options.localesDir ?? path.join(root, '..', 'locales');
  const schemasDir = options.schemasDir ?? path.join(root, '..', 'schemas');
  const { keys, errors: localeErrors } = readLocaleKeys(localesDir);
  const semantic: SemanticOptions = {
    knownComponents: options.knownComponents,
    localeKeys: keys,
    formSchemaExists: (schema) => existsSync(path.join(schemasDir, schema)),
  };

  const baseDir = path.join(root, '_base');
  const baseFile = path.join(baseDir, TENANT_FILE);
  const baseErrors: BundleError[] = [...localeErrors];
  const { value: baseValue, error } = readJson(baseFile);
  let base: TenantBundle | null = null;
  if (error) baseErrors.push(error);
  else {
    const shown = displayPath(baseFile);
    const structural = schemaProblems('bundle', baseValue);
    baseErrors.push(...structural.map((p) => ({ file: shown, ...p })));
    if (structural.length === 0) {
      base = baseValue as unknown as TenantBundle;
      semantic.baseFlags = base.flags;
      baseErrors.push(...semanticProblems(base, semantic).map((p) => ({ file: shown, ...p })));
      baseErrors.push(...logoProblems(base, [baseDir]).map((p) => ({ file: shown, ...p })));
    }
  }

  const folders = existsSync(root)
    ? readdirSync(root)
        .filter((name) => !name.startsWith('_') && !name.startsWith('.'))
        .filter((name) => statSync(path.join(root, name)).isDirectory())
        .sort()
    : [];
  const baseLayer: Layer = { file: displayPath(baseFile), doc: baseValue, prefix: '' };
  const tenants = folders.map((id): LoadedTenant => {
    const dir = path.join(root, id);
    if (!base) {
      return { id, dir, patch: null, bundle: null, errors: [{ file: displayPath(path.join(dir, TENANT_FILE)), pointer: '', reason: 'not loaded: the base bundle is invalid' }] };
    }
    return loadTenant(dir, id, base, baseLayer, baseDir, semantic);
  });
  return { base, baseErrors, tenants };
}
