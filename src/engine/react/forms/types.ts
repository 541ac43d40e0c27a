import type { ReactNode } from 'react';
import type { UiSchema } from '@rjsf/utils';
import type { JsonSchema } from '../../forms/messages';

/** A problem reported from outside the schema (usually the server's 400 answer). */
export interface ExtraIssue {
  /** JSON pointer of the field, e.g. `/mobileNo`. */
  field: string;
  /** i18n key; when absent `message` is shown as given. */
  messageKey?: string;
  message?: string;
  params?: Record<string, unknown>;
}

export interface SchemaFormProps<T = Record<string, unknown>> {
  schema: JsonSchema;
  uiSchema?: UiSchema<T>;
  formData?: T;
  onChange?: (data: T) => void;
  onSubmit: (data: T) => void;
  /** i18n key of the submit button; default `common:action.submit`. */
  submitLabel?: string;
  disabled?: boolean;
  /** Validate while typing instead of only on submit. */
  liveValidate?: boolean;
  extraIssues?: ExtraIssue[];
  /** Replaces the submit button (e.g. wizard Back/Next buttons); must include a submit button. */
  children?: ReactNode;
  id?: string;
  /**
   * Choices (`oneOf` of `const`s) start unchosen instead of on their first option. A survey needs
   * this: otherwise an untouched question is submitted with the first answer, as if the person chose it.
   */
  blankChoices?: boolean;
}
