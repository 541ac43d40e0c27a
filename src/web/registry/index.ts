export { appRegistry, registerComponent, registeredComponents, isRealComponent } from './catalog';
export { AREAS, areaOfScreen, ensureCommonRegistered, loadAllAreas, loadArea, type Area } from './areas';
