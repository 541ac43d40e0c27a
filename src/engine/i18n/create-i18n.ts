import i18next, { type i18n as I18n, type Resource } from 'i18next';
import type { Locale, Wording } from '../bundle/types';

export const NAMESPACES = ['common', 'errors', 'buyer', 'merchant', 'rider'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** locales/<lang>/<ns>.json contents, by language then namespace. */
export type LocaleResources = Partial<Record<Locale, Partial<Record<Namespace, Record<string, unknown>>>>>;

export interface CreateI18nOptions {
  lang?: Locale;
  resources: LocaleResources;
  /** The tenant bundle's `wording`: "ns:key" → text, per language. */
  wording?: Wording;
}

/** Splits "ns:a.b" into namespace and key; a key without namespace belongs to `common`. */
export function splitKey(fullKey: string): { ns: string; key: string } {
  const at = fullKey.indexOf(':');
  return at < 0 ? { ns: 'common', key: fullKey } : { ns: fullKey.slice(0, at), key: fullKey.slice(at + 1) };
}

/**
 * Lays a tenant's wording over an i18n instance as extra resources (each key replaced whole), then
 * derives `common:termsInSentence.*`: each `common:terms.*` as it reads inside an English sentence
 * (lower case: "Switch branch", not "Switch Branch"), so a sentence that nests a term keeps
 * sentence case whatever the tenant calls it. Thai has no case: the term as it is.
 */
export function applyWording(instance: I18n, wording: Wording | undefined): void {
  for (const [lang, entries] of Object.entries(wording ?? {})) {
    for (const [fullKey, text] of Object.entries(entries ?? {})) {
      const { ns, key } = splitKey(fullKey);
      instance.addResource(lang, ns, key, text);
    }
  }
  for (const lang of Object.keys(instance.store?.data ?? {})) {
    const terms = instance.getResource(lang, 'common', 'terms') as Record<string, unknown> | undefined;
    for (const [key, text] of Object.entries(terms ?? {})) {
      if (typeof text === 'string') instance.addResource(lang, 'common', `termsInSentence.${key}`, lang === 'en' ? text.toLocaleLowerCase('en') : text);
    }
  }
}

/**
 * A fresh, synchronously initialised i18next instance (never the global one, so a server can
 * hold one per tenant): Thai by default, English as fallback, namespaces common/errors/buyer/
 * merchant/rider, the tenant's wording overlaid. Interpolation is i18next's `{{name}}`.
 */
export function createI18n({ lang = 'th', resources, wording }: CreateI18nOptions): I18n {
  const instance = i18next.createInstance();
  // Copy: addResource writes into the store, which must not leak into the shared locale objects.
  const copy = JSON.parse(JSON.stringify(resources)) as Resource;
  void instance.init({
    lng: lang,
    fallbackLng: 'en',
    supportedLngs: ['th', 'en'],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackNS: 'common',
    resources: copy,
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false },
  });
  applyWording(instance, wording);
  return instance;
}
