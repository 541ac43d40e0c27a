import { lazy } from 'react';

/**
 * Renders a JSON-schema form (schemas/forms/*.json) with theme-ui styled widgets and translated
 * error messages. Lazy so that rjsf and ajv stay out of the chunks that never show a form; render
 * it inside <Suspense>.
 */
export const SchemaForm = lazy(() => import('./SchemaFormImpl'));
export type { SchemaFormProps, ExtraIssue } from './types';
