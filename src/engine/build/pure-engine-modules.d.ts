export const ENGINE_MODULES_WITH_EFFECTS: string[];
export function isPureEngineModule(id: string): boolean;
