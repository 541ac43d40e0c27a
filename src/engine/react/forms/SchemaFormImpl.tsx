import { useCallback, useMemo } from 'react';
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { issueFor, type JsonSchema } from '../../forms/messages';
import type { ExtraIssue, SchemaFormProps } from './types';
import { BaseInputTemplate, FieldErrorTemplate, FieldTemplate, SubmitButton, widgets } from './widgets';

const validator = customizeValidator();
const I18N_KEY = /^(common|errors|buyer|merchant|rider):[A-Za-z0-9_.-]+$/;

/** A copy of the schema whose titles and descriptions that are i18n keys are translated. */
export function localizeSchema(schema: unknown, t: TFunction): unknown {
  if (Array.isArray(schema)) return schema.map((item) => localizeSchema(item, t));
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if ((key === 'title' || key === 'description') && typeof value === 'string' && I18N_KEY.test(value)) out[key] = t(value);
    else if (key === 'x-messages' || key === 'enum' || key === 'const' || key === 'default') out[key] = value;
    else out[key] = localizeSchema(value, t);
  }
  return out;
}

function segments(property: string | undefined): string[] {
  return (property ?? '').split('.').filter(Boolean);
}

function extraErrorSchema(issues: ExtraIssue[] | undefined, t: TFunction): ErrorSchema | undefined {
  if (!issues?.length) return undefined;
  const root: Record<string, unknown> = {};
  for (const issue of issues) {
    let node = root;
    for (const part of issue.field.split('/').filter(Boolean)) {
      node[part] = (node[part] as Record<string, unknown>) ?? {};
      node = node[part] as Record<string, unknown>;
    }
    const errors = (node.__errors as string[]) ?? [];
    errors.push(issue.messageKey ? t(issue.messageKey, issue.params) : (issue.message ?? ''));
    node.__errors = errors;
  }
  return root as ErrorSchema;
}

const noop = (): void => {};

export default function SchemaFormImpl<T = Record<string, unknown>>(props: SchemaFormProps<T>) {
  const { schema, uiSchema, formData, onChange, onSubmit, submitLabel, disabled, liveValidate, extraIssues, children, id } = props;
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // Re-localize when the language changes (t alone is stable across changeLanguage).
  const localized = useMemo(() => localizeSchema(schema, t) as RJSFSchema, [schema, t, language]); // eslint-disable-line react-hooks/exhaustive-deps
  const transformErrors = useCallback(
    (errors: RJSFValidationError[]): RJSFValidationError[] =>
      errors.flatMap((error) => {
        const issue = issueFor(schema as JsonSchema, {
          dataPath: error.name === 'required' ? segments(error.property).slice(0, -1) : segments(error.property),
          keyword: error.name ?? '',
          params: (error.params ?? {}) as Record<string, unknown>,
          schemaPath: error.schemaPath,
        });
        if (!issue) return [];
        const message = t(issue.messageKey, issue.params);
        return [{ ...error, message, stack: message }];
      }),
    [schema, t],
  );
  const extraErrors = useMemo(() => extraErrorSchema(extraIssues, t), [extraIssues, t]);
  return (
    <Form<T>
      id={id}
      schema={localized}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      widgets={widgets}
      templates={{ BaseInputTemplate, FieldTemplate, FieldErrorTemplate, ButtonTemplates: { SubmitButton } }}
      formContext={{ submitLabel }}
      disabled={disabled}
      liveValidate={liveValidate ? 'onChange' : undefined}
      showErrorList={false}
      noHtml5Validate
      focusOnFirstError
      transformErrors={transformErrors}
      extraErrors={extraErrors}
      onChange={(event) => onChange?.(event.formData as T)}
      onSubmit={(event) => onSubmit(event.formData as T)}
      onError={noop}
    >
      {children}
    </Form>
  );
}
