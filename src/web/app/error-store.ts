import { proxy } from 'valtio';

/** A page-level error (the spec's error page) raised outside the router, e.g. an API 500. */
export interface PageError {
  status: number;
  message: string;
}

export const errorStore = proxy<{ error: PageError | null }>({ error: null });

export function showErrorPage(error: PageError): void {
  errorStore.error = error;
}

export function clearErrorPage(): void {
  errorStore.error = null;
}
