/**
 * A stand-alone (bare) page that a signed-in salesperson opens from the back office with
 * `?layout=merchant` (merchant spec: 'Register new customer') is drawn inside the back office's
 * frame. BareLayout draws it so, and the storefront's widgets (the cookie bar) stay off it.
 */
export function inMerchantFrame(search: string, merchantSignedIn: boolean): boolean {
  return merchantSignedIn && new URLSearchParams(search).get('layout') === 'merchant';
}
