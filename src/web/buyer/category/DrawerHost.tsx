import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { categoryDrawer } from './drawer-store';

const CategoryDrawer = lazy(() => import('./CategoryDrawer'));

/** The category drawer, downloaded the first time it opens (it is not part of the first paint). */
export function CategoryDrawerHost() {
  const { open } = useSnapshot(categoryDrawer);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CategoryDrawer />
    </Suspense>
  );
}
