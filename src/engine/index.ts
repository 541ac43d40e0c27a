/*
 * The white-label engine, browser-safe entry. Node-only code (reading tenant folders) is in
 * `./node`; ajv-based validation (bundles, forms) is in `./validation` so the storefront's first
 * chunk never carries ajv. The date picker is in `./date-picker`: re-exported here it was kept in
 * every page's first JS (its module-level lazy() counts as a side effect for the bundler).
 */
export type {
  BlockDef,
  BrandColors,
  Branding,
  BundleError,
  Flags,
  FormRef,
  GuardRule,
  JsonObject,
  JsonValue,
  LayoutName,
  Locale,
  MenuDef,
  MenuItem,
  RouteDef,
  Rule,
  ScreenDef,
  TenantBundle,
  TenantPatch,
  Wording,
} from './bundle/types';
export { LAYOUTS, LOCALES } from './bundle/types';
export { mergePatch } from './bundle/merge-patch';
export { flagTypeOf, flagValueProblem, type FlagType, type FlagTypes } from './bundle/flag-types';
export { applyVariant, mergeTenant, overlayFlags, resolveBundle, type ResolveInput } from './bundle/resolve';

export type { RuleContext, RuleContextOverrides, SessionFacts } from './rules/context';
export { makeRuleContext } from './rules/context';
export { evalRule } from './rules/eval';
export { inCsv, oneOf, present, startsWith } from './rules/operations';

export { fillPlaceholders, resolveMenu, type ResolvedMenuItem } from './menus/resolve-menu';
export { applyLocale, BACK, localePrefix, runGuards, type GuardOutcome } from './guards/run-guards';
export { compileRoute, matchRoute, routeTable, screenComponents, screenIdOf, type CompiledRoute, type RouteMatch } from './routes/route-table';
export { createRegistry, mergeRegistries, type Registry } from './registry/registry';

export { applyWording, createI18n, NAMESPACES, splitKey, type CreateI18nOptions, type LocaleResources, type Namespace } from './i18n/create-i18n';
export { accessibleColors, BREAKPOINTS, buildTheme, DEFAULT_COLORS, TEXT_SHADED, THAI_FONT_STACK } from './theme/build-theme';
export { contrastRatio, onColour, textShade } from './theme/contrast';
export { localeResources } from './i18n/resources';
export { BANGKOK_TIME_ZONE, bangkokIsoDay, formatDate, intlDateLocale, isoDay, parseIsoDay, parseTypedDate, type DateStyle } from './i18n/dates';

export { ScreenRenderer, visibleBlocks, type BlockComponent, type BlockProps, type ScreenRendererProps } from './react/ScreenRenderer';
export { SchemaForm, type ExtraIssue, type SchemaFormProps } from './react/forms/SchemaForm';
export type { FormIssue, JsonSchema } from './forms/messages';
