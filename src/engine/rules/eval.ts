import jsonLogic from 'json-logic-js';
import type { JsonValue, Rule } from '../bundle/types';
import type { RuleContext } from './context';
import { expandMacros, registerOperations } from './operations';

registerOperations();

// Rules are bundle data evaluated on every navigation: expand macros once per rule object.
const compiled = new WeakMap<object, JsonValue>();

function compile(rule: Rule): JsonValue {
  if (typeof rule !== 'object' || rule === null) return rule;
  let done = compiled.get(rule);
  if (done === undefined) {
    done = expandMacros(rule);
    compiled.set(rule, done);
  }
  return done;
}

/** Evaluates a json-logic rule; a missing rule is true (always visible), a broken one is false. */
export function evalRule(rule: Rule | undefined | null, ctx: RuleContext): boolean {
  if (rule === undefined || rule === null) return true;
  if (typeof rule === 'boolean') return rule;
  try {
    return jsonLogic.truthy(jsonLogic.apply(compile(rule) as jsonLogic.RulesLogic, ctx));
  } catch (error) {
    // A broken rule hides an item rather than crashing the page; tenants:check reports it.
    console.warn('rule failed', rule, error);
    return false;
  }
}
