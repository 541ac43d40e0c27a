export { appRegistry, registerComponent, registeredComponents, isRealComponent } from './catalog';
export { AREAS, areaLoaded, areaOfScreen, ensureCommonRegistered, loadAllAreas, loadArea, loadScreenArea, type Area } from './areas';
