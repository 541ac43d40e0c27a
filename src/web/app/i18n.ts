import type { i18n as I18n } from 'i18next';
import { applyWording, createI18n, type Locale, type LocaleResources, type Wording } from '../../engine';
import enBuyer from '../../../locales/en/buyer.json';
import enCommon from '../../../locales/en/common.json';
import enErrors from '../../../locales/en/errors.json';
import thBuyer from '../../../locales/th/buyer.json';
import thCommon from '../../../locales/th/common.json';
import thErrors from '../../../locales/th/errors.json';
import { setAppI18n } from './translate';

// The storefront's namespaces ship with the first chunk; merchant and rider texts arrive with
// their areas so the buyer home does not carry them.
const resources: LocaleResources = {
  th: { common: thCommon, errors: thErrors, buyer: thBuyer },
  en: { common: enCommon, errors: enErrors, buyer: enBuyer },
};

type LazyNamespace = 'merchant' | 'rider';
type Json = Record<string, unknown>;
const LAZY: Record<LazyNamespace, () => Promise<[Json, Json]>> = {
  merchant: () => Promise.all([import('../../../locales/th/merchant.json'), import('../../../locales/en/merchant.json')]).then(([th, en]) => [th.default, en.default]),
  rider: () => Promise.all([import('../../../locales/th/rider.json'), import('../../../locales/en/rider.json')]).then(([th, en]) => [th.default, en.default]),
};
const pending = new Map<LazyNamespace, Promise<void>>();

let current: { instance: I18n; wording: Wording | undefined } | null = null;

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

/** Loads the merchant or rider namespace (once) into the resources and the live instance. */
export function loadNamespace(ns: string): Promise<void> {
  if (ns !== 'merchant' && ns !== 'rider') return Promise.resolve();
  let promise = pending.get(ns);
  if (!promise) {
    promise = LAZY[ns]().then(([th, en]) => {
      resources.th = { ...resources.th, [ns]: th };
      resources.en = { ...resources.en, [ns]: en };
      if (current) {
        current.instance.addResourceBundle('th', ns, th, true, true);
        current.instance.addResourceBundle('en', ns, en, true, true);
        applyWording(current.instance, current.wording);
      }
    });
    promise.catch(() => pending.delete(ns));
    pending.set(ns, promise);
  }
  return promise;
}
