import type { TFunction } from 'i18next';

// The server speaks the spec's English messages; the screens show them in the visitor's language
// when they recognise them (errors.json holds the spec's texts in both languages).
const ALREADY_EXIST = /Mobile No '([^']*)' is already exist\./;
const INACTIVE = /User with mobile no '([^']*)' is being inactive/;

export function accountMessage(message: string, t: TFunction): string {
  const exists = ALREADY_EXIST.exec(message);
  if (exists) return t('errors:mobileExists', { mobile: exists[1] });
  const inactive = INACTIVE.exec(message);
  if (inactive) return t('errors:userInactive', { mobile: inactive[1] });
  return message;
}

/** `/body/mobileNo` → `/mobileNo` (the form's own pointer). */
export function formPointer(serverField: string): string {
  return serverField.replace(/^\/body(?=\/|$)/, '') || '/';
}
