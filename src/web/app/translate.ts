import type { i18n as I18n } from 'i18next';

// Non-React code (fetch wrapper, toasts from actions) translates through the app's one i18next
// instance; React code uses useTranslation as usual.
let instance: I18n | null = null;

export function setAppI18n(i18n: I18n | null): void {
  instance = i18n;
}

export function getAppI18n(): I18n | null {
  return instance;
}

/** Translates `ns:key`; falls back to the given English text when no instance or key exists. */
export function tr(key: string, fallback: string, params: Record<string, string | number> = {}): string {
  if (!instance) return fallback.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
  return instance.t(key, { ...params, defaultValue: fallback });
}
