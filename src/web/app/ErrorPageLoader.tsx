import { Component, lazy, Suspense, type ReactNode } from 'react';
import { BootFallback } from './BootFallback';
import type { ErrorPageProps } from './ErrorPage';
import type { Locale } from './locale';

// Errors are rare: the page that shows them is its own chunk.
const ErrorPageContent = lazy(() => import('./ErrorPage'));

/** If the error page itself fails (or cannot load): a plain message and a way home. */
class ErrorPageBoundary extends Component<{ children: ReactNode; locale: Locale }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('talad: the error page failed', error);
  }
  render() {
    if (!this.state.failed) return this.props.children;
    const en = this.props.locale === 'en';
    return (
      <div data-testid="error-fallback" style={{ fontFamily: '"Sarabun", "Loma", system-ui, sans-serif', padding: 32, textAlign: 'center' }}>
        <p>{en ? 'Something went wrong while showing this page.' : 'เกิดข้อผิดพลาดในการแสดงหน้านี้'}</p>
        <a href={en ? '/en' : '/'}>{en ? 'Go back to home' : 'กลับไปหน้าแรก'}</a>
      </div>
    );
  }
}

/** The spec's error page, loaded on demand, with its own fallback when it fails. */
export function ErrorPage(props: ErrorPageProps) {
  return (
    <ErrorPageBoundary locale={props.locale}>
      <Suspense fallback={<BootFallback />}>
        <ErrorPageContent {...props} />
      </Suspense>
    </ErrorPageBoundary>
  );
}
