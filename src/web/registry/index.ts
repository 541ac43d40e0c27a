export { appRegistry, registerComponent, registeredComponents, isRealComponent } from './catalog';
export { AREAS, areaOfScreen, ensureCommonRegistered, loadAllAreas, loadArea, loadAreaMore, loadScreenArea, loadSessionScreens, type Area } from './areas';
