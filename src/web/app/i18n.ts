import type { i18n as I18n } from 'i18next';
import { applyWording, createI18n, type Locale, type LocaleResources, type Namespace, type Wording } from '../../engine';
import enBuyer from '../../../locales/en/buyer.json?url&no-inline';
import enCommon from '../../../locales/en/common.json?url&no-inline';
import enErrors from '../../../locales/en/errors.json?url&no-inline';
import enMerchant from '../../../locales/en/merchant.json?url&no-inline';
import enRider from '../../../locales/en/rider.json?url&no-inline';
import thBuyer from '../../../locales/th/buyer.json?url&no-inline';
import thCommon from '../../../locales/th/common.json?url&no-inline';
import thErrors from '../../../locales/th/errors.json?url&no-inline';
import thMerchant from '../../../locales/th/merchant.json?url&no-inline';
import thRider from '../../../locales/th/rider.json?url&no-inline';
import { setAppI18n } from './translate';

/*
 * Texts are data, not code: each locale file is emitted as a static JSON asset and fetched for the
 * language in use (the other language loads when the visitor switches). The storefront needs
 * common/errors/buyer at start; merchant and rider texts arrive with their areas.
 */
type Json = Record<string, unknown>;
const URLS: Record<Locale, Record<Namespace, string>> = {
  th: { common: thCommon, errors: thErrors, buyer: thBuyer, merchant: thMerchant, rider: thRider },
  en: { common: enCommon, errors: enErrors, buyer: enBuyer, merchant: enMerchant, rider: enRider },
};
const START_NAMESPACES: Namespace[] = ['common', 'errors', 'buyer'];

const resources: LocaleResources = { th: {}, en: {} };
const loads = new Map<string, Promise<void>>();
const wantedNamespaces = new Set<Namespace>(START_NAMESPACES);
let current: { instance: I18n; wording: Wording | undefined } | null = null;

/** Tests (and the server-less cold start) can hand the texts over directly. */
export function provideLocaleResources(given: LocaleResources): void {
  for (const lang of ['th', 'en'] as Locale[]) {
    for (const [ns, data] of Object.entries(given[lang] ?? {})) {
      resources[lang] = { ...resources[lang], [ns]: data };
      loads.set(`${lang}/${ns}`, Promise.resolve());
      current?.instance.addResourceBundle(lang, ns, data, true, true);
    }
  }
  if (current) applyWording(current.instance, current.wording);
}

function loadOne(lang: Locale, ns: Namespace): Promise<void> {
  const key = `${lang}/${ns}`;
  let promise = loads.get(key);
  if (!promise) {
    promise = fetch(URLS[lang][ns])
      .then((res) => (res.ok ? (res.json() as Promise<Json>) : Promise.reject(new Error(`locale ${key}: HTTP ${res.status}`))))
      .then((data) => provideLocaleResources({ [lang]: { [ns]: data } }));
    promise.catch(() => loads.delete(key));
    loads.set(key, promise);
  }
  return promise;
}

/** Every namespace in use, for one language. */
export function ensureLanguage(lang: Locale): Promise<void> {
  return Promise.all([...wantedNamespaces].map((ns) => loadOne(lang, ns))).then(() => undefined);
}

export function isLanguageLoaded(lang: Locale): boolean {
  return [...wantedNamespaces].every((ns) => resources[lang]?.[ns] !== undefined);
}

/** Loads the merchant or rider namespace (once per language) for the current language. */
export function loadNamespace(ns: string, lang: Locale): Promise<void> {
  if (ns !== 'merchant' && ns !== 'rider') return Promise.resolve();
  wantedNamespaces.add(ns);
  return loadOne(lang, ns);
}

/**
 * The app's i18next instance for a tenant wording overlay; a new overlay (live bundle change,
 * company variant) makes a fresh instance so removed overrides disappear too.
 */
export function i18nFor(wording: Wording | undefined, lang: Locale): I18n {
  if (current && current.wording === wording) return current.instance;
  const instance = createI18n({ lang, resources, wording });
  current = { instance, wording };
  setAppI18n(instance);
  return instance;
}
