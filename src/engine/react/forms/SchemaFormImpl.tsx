import { useCallback, useMemo } from 'react';
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Text } from 'theme-ui';
import { issueFor, type JsonSchema } from '../../forms/messages';
import { useValidator } from './load-validator';
import type { ExtraIssue, SchemaFormProps } from './types';
import { BaseInputTemplate, DescriptionFieldTemplate, FieldErrorTemplate, FieldTemplate, SubmitButton, TitleFieldTemplate, widgets } from './widgets';

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

const templates = { BaseInputTemplate, FieldTemplate, FieldErrorTemplate, TitleFieldTemplate, DescriptionFieldTemplate, ButtonTemplates: { SubmitButton } };
const noop = (): void => {};
// rjsf defaults a `oneOf` of `const`s to its first option unless told to skip it.
const BLANK_CHOICES = { constAsDefaults: 'skipOneOf' } as const;

export default function SchemaFormImpl<T = Record<string, unknown>>(props: SchemaFormProps<T>) {
  const { schema, uiSchema, formData, onChange, onSubmit, submitLabel, disabled, liveValidate, extraIssues, children, id, blankChoices } = props;
  const { t, i18n } = useTranslation();
  const validator = useValidator(schema as RJSFSchema);
  const language = i18n.language;
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
    // The language is a dependency: messages already shown are re-translated after a switch.
    [schema, t, language], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const extraErrors = useMemo(() => extraErrorSchema(extraIssues, t), [extraIssues, t, language]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!validator) return <Text variant="muted" aria-busy="true">{t('common:label.loading')}</Text>;
  return (
    <Form<T>
      id={id}
      schema={schema as RJSFSchema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      widgets={widgets}
      templates={templates}
      formContext={{ submitLabel, language }}
      disabled={disabled}
      liveValidate={liveValidate ? 'onChange' : undefined}
      showErrorList={false}
      noHtml5Validate
      experimental_defaultFormStateBehavior={blankChoices ? BLANK_CHOICES : undefined}
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
