import enBuyer from '../../../locales/en/buyer.json';
import enCommon from '../../../locales/en/common.json';
import enErrors from '../../../locales/en/errors.json';
import enMerchant from '../../../locales/en/merchant.json';
import enRider from '../../../locales/en/rider.json';
import thBuyer from '../../../locales/th/buyer.json';
import thCommon from '../../../locales/th/common.json';
import thErrors from '../../../locales/th/errors.json';
import thMerchant from '../../../locales/th/merchant.json';
import thRider from '../../../locales/th/rider.json';
import type { LocaleResources } from './create-i18n';

/** Every namespace of locales/, bundled statically (pass to createI18n). */
export const localeResources: LocaleResources = {
  th: { common: thCommon, errors: thErrors, buyer: thBuyer, merchant: thMerchant, rider: thRider },
  en: { common: enCommon, errors: enErrors, buyer: enBuyer, merchant: enMerchant, rider: enRider },
};
