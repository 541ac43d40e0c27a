import type { FlagTypes } from './flag-types';
/** JSON values as they appear in bundle files. */
export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

/** A json-logic expression (see src/engine/rules). `true` / `false` are valid rules too. */
export type Rule = boolean | JsonObject;

/** Feature flags: string values, "Y"/"N" for switches, free text for settings. */
export type Flags = Record<string, string>;

export type Locale = 'th' | 'en';
export const LOCALES: readonly Locale[] = ['th', 'en'];

export type LayoutName = 'buyer' | 'merchant' | 'rider' | 'bare';
export const LAYOUTS: readonly LayoutName[] = ['buyer', 'merchant', 'rider', 'bare'];

export interface GuardRule {
  when: Rule;
  /** `{locale}` becomes '' (th) or '/en'; `back` means "go back one page". */
  redirect: string;
}

export interface RouteDef {
  /** Spec syntax: `/history/{orderid}/{saleunit?}`; `*` as last segment is a catch-all. */
  path: string;
  screen: string;
  layout: LayoutName;
  guards?: string[];
  /** Tie-breaker when two patterns rank equally (lower first). */
  order?: number;
  /** i18n key ("ns:key") of the page title. */
  title?: string;
}

export interface MenuItem {
  /** i18n key ("ns:key"). */
  label: string;
  /** Target path (without locale prefix) or an action name starting with `#`; may hold `{session.userId}`-style placeholders. */
  to: string;
  icon?: string;
  order: number;
  visibleWhen?: Rule;
}

export interface MenuDef {
  items: Record<string, MenuItem>;
}

export interface BlockDef {
  component: string;
  props?: JsonObject;
  order: number;
  visibleWhen?: Rule;
}

export interface ScreenDef {
  blocks: Record<string, BlockDef>;
}

export interface FormRef {
  /** Path relative to `schemas/`, e.g. `forms/register.json`. */
  schema: string;
  enabled: boolean;
}

export interface BrandColors {
  primary: string;
  secondary: string;
  [name: string]: string;
}

export interface Branding {
  /** File name inside the tenant folder, served at `/tenants/<id>/<logo>`. */
  logo: string;
  colors: BrandColors;
  fonts?: { body?: string; heading?: string };
}

/** Per language, "ns:key" → text. Overlaid on the locale resources, never string-replaced. */
export type Wording = Partial<Record<Locale, Record<string, string>>>;

/** A JSON Merge Patch over a bundle (a tenant file or a company-code variant). */
export type TenantPatch = JsonObject;

export interface TenantBundle {
  id: string;
  name: Record<Locale, string>;
  hosts: string[];
  companyCode: string;
  branding: Branding;
  flags: Flags;
  /** Declared flag types (base only; see flag-types.ts): undeclared Y/N defaults are Y/N flags. */
  flagTypes?: FlagTypes;
  wording: Wording;
  routes: Record<string, RouteDef>;
  guards: Record<string, GuardRule[]>;
  menus: Record<string, MenuDef>;
  screens: Record<string, ScreenDef>;
  forms: Record<string, FormRef>;
  variants: Record<string, TenantPatch>;
  /** Set by resolveBundle when a company-code variant was applied. */
  appliedVariant?: string;
}

/** A problem found while loading a bundle. `pointer` is an RFC 6901 JSON pointer into `file`. */
export interface BundleError {
  file: string;
  pointer: string;
  reason: string;
}
