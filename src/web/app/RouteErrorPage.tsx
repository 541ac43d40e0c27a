import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { BootFallback } from './BootFallback';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';
import { ErrorPage } from './ErrorPageLoader';
import { localeFromPath } from './locale';

const KNOWN_MESSAGES: Record<string, string> = {
  'Not Found': 'errors:notFound',
  'Unknown middleware': 'errors:unknownMiddleware',
};

/** Route errors (404, guard 500, thrown by screens) use the error's status or 500. */
export function RouteErrorPage() {
  const error = useRouteError();
  const location = useLocation();
  const locale = localeFromPath(location.pathname);
  if (isChunkLoadError(error) && reloadOnceForChunkError()) return <BootFallback />;
  if (isRouteErrorResponse(error)) {
    const text = typeof error.data === 'string' ? error.data : error.statusText;
    const message = error.status === 404 ? 'errors:notFound' : KNOWN_MESSAGES[text] ?? (text || 'errors:generic');
    return <ErrorPage status={error.status} message={message} locale={locale} />;
  }
  if (!isChunkLoadError(error)) console.error('talad: route error', error);
  const message = error instanceof Error && error.message ? error.message : 'errors:generic';
  return <ErrorPage status={500} message={message} locale={locale} />;
}
