// Plain JavaScript (typed by pure-engine-modules.d.ts), loaded by vite.config.ts and a test.

/**
 * src/engine modules only declare (imports, exports, declarations), except these, which run
 * something at load: the rule evaluator registers the app's operations with json-logic.
 * Paths under src/engine/. tests/domain/no-module-effects.test.ts holds both lists.
 */
export const ENGINE_MODULES_WITH_EFFECTS = ['rules/eval.ts'];

const ENGINE_CODE = /[\\/]src[\\/]engine[\\/](?!build[\\/])(.+\.tsx?)$/;

/**
 * Whether the bundler may treat a module id as side-effect free: an engine module other than
 * those above (issue 13). The bundler cannot tell by itself for some (a module-level cache, the
 * form's and date picker's `lazy()`, whose call React's CommonJS interop hides), and the engine
 * barrel re-exports them: every page that imported the barrel then kept them, or a bare import of
 * the chunk they landed in, in its first JS.
 */
export function isPureEngineModule(id) {
  const match = ENGINE_CODE.exec(id);
  return !!match && !ENGINE_MODULES_WITH_EFFECTS.includes(match[1].replaceAll('\\', '/'));
}
