import { registerRiderScreens } from '../rider/screens';

/**
 * The rider area's components, registered when the first rider route loads (this module is the
 * area's own chunk, so other areas never download it). Add one line per component and the same
 * name to registry/manifest.ts, e.g.:
 *
 *   registerComponent('ExampleScreen', lazy(() => import('../rider/example/ExampleScreen')) as BlockComponent);
 *
 * (imports: `lazy` from react, `BlockComponent` from the engine, `registerComponent` from ./catalog)
 */
export function register(): void {
  registerRiderScreens();
}
