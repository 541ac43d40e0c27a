/*
 * ajv-based validation, browser-neutral but kept out of `./index` so the storefront's first chunk
 * never carries ajv: form bodies (the server's 400s) and bundle checks.
 */
export { validateForm } from './forms/validate-form';
export { issueFor, schemaAtDataPath, type FormIssue, type JsonSchema } from './forms/messages';
export { schemaProblems, type Problem, type SchemaPart } from './bundle/schema-check';
export { flattenKeys, semanticProblems, unknownFlagProblems, type LocaleKeys, type SemanticOptions } from './bundle/semantic-check';
