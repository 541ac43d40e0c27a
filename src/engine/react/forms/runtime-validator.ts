import { customizeValidator } from '@rjsf/validator-ajv8';

/**
 * Validator that compiles schemas in the browser (ajv with `new Function`). Only for schemas the
 * build did not precompile (tests, ad-hoc schemas): a strict Content-Security-Policy blocks it.
 */
export const runtimeValidator = customizeValidator();
