import { hashForSchema, type RJSFSchema } from '@rjsf/utils';

/** The key under which rjsf's precompiled validator finds a schema's root function: `$id`, else its hash. */
export function schemaKey(schema: RJSFSchema): string {
  return typeof schema.$id === 'string' ? schema.$id : hashForSchema(schema);
}

const I18N_KEY = /^(common|errors|buyer|merchant|rider):[A-Za-z0-9_.-]+$/;

/** Titles, descriptions and option labels in a schema may be i18n keys ("ns:key"). */
export function isI18nKey(text: unknown): text is string {
  return typeof text === 'string' && I18N_KEY.test(text);
}
