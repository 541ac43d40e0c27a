import { useCallback, type ChangeEvent } from 'react';
import {
  ariaDescribedByIds,
  enumOptionsIndexForValue,
  enumOptionsValueForIndex,
  errorId,
  getInputProps,
  getSubmitButtonOptions,
  type BaseInputTemplateProps,
  type FieldErrorProps,
  type DescriptionFieldProps,
  type FieldTemplateProps,
  type RegistryWidgetsType,
  type SubmitButtonProps,
  type TitleFieldProps,
  type WidgetProps,
} from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { Box, Button, Checkbox, Heading, Input, Label, Select, Text, Textarea } from 'theme-ui';
import { DatePicker } from '../dates/DatePicker';
import { isI18nKey } from './schema-key';

/*
 * The schema stays untouched (the precompiled validator insists on the very schema it was built
 * from), so labels that are i18n keys are translated here, at render time.
 */
function useLabel(): (text: unknown) => string {
  const { t } = useTranslation();
  return (text) => (isI18nKey(text) ? t(text) : text === undefined || text === null ? '' : String(text));
}

/** Text, number, email, password and date inputs all pass through here. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, onChange, onChangeOverride, options, schema, type, placeholder, required, rawErrors } = props;
  const inputProps = getInputProps(schema, type, options);
  const numeric = inputProps.type === 'number' || inputProps.type === 'integer';
  const shown = numeric ? (value || value === 0 ? value : '') : (value ?? '');
  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value === '' ? options.emptyValue : event.target.value),
    [onChange, options.emptyValue],
  );
  return (
    <Input
      id={id}
      name={htmlName || id}
      {...inputProps}
      value={shown as string | number}
      placeholder={placeholder}
      required={required}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={onChangeOverride ?? handleChange}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      sx={{ borderColor: rawErrors?.length ? 'error' : 'border' }}
    />
  );
}

function SelectWidget({ id, htmlName, options, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, placeholder, rawErrors }: WidgetProps) {
  const label = useLabel();
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const selected = enumOptionsIndexForValue(value, enumOptions, false);
  const decode = (index: string) => (index === '' ? emptyValue : enumOptionsValueForIndex(index, enumOptions, emptyValue));
  return (
    <Select
      id={id}
      name={htmlName || id}
      value={selected === undefined ? '' : String(selected)}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => onChange(decode(event.target.value))}
      onBlur={(event) => onBlur(id, decode(event.target.value))}
      onFocus={(event) => onFocus(id, decode(event.target.value))}
    >
      <option value="">{placeholder || '—'}</option>
      {enumOptions.map((option, index) => (
        <option key={String(option.value)} value={String(index)} disabled={enumDisabled?.includes(option.value)}>
          {label(option.label)}
        </option>
      ))}
    </Select>
  );
}

function CheckboxWidget({ id, htmlName, value, disabled, readonly, autofocus, onChange, onBlur, onFocus, label, hideLabel }: WidgetProps) {
  const translate = useLabel();
  return (
    <Label htmlFor={id} sx={{ display: 'flex', alignItems: 'center', fontWeight: 'body', gap: 2 }}>
      <Checkbox
        id={id}
        name={htmlName || id}
        checked={Boolean(value)}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {hideLabel ? null : translate(label)}
    </Label>
  );
}

function TextareaWidget({ id, htmlName, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, placeholder, rawErrors }: WidgetProps) {
  return (
    <Textarea
      id={id}
      name={htmlName || id}
      value={(value as string) ?? ''}
      rows={typeof options.rows === 'number' ? options.rows : 4}
      placeholder={placeholder}
      required={required}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

/** `format: date` fields and `ui:widget: date`: the app's date field, ISO day in the form data. */
function DateWidget({ id, htmlName, value, required, disabled, readonly, autofocus, onChange, onBlur, label, options, rawErrors }: WidgetProps) {
  const translate = useLabel();
  return (
    <DatePicker
      id={id}
      name={htmlName || id}
      label={translate(label)}
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      invalid={Boolean(rawErrors?.length)}
      describedBy={ariaDescribedByIds(id)}
      onChange={(iso) => onChange(iso === '' ? options.emptyValue : iso)}
      onBlur={() => onBlur(id, value)}
    />
  );
}

export const widgets: RegistryWidgetsType = { SelectWidget, CheckboxWidget, TextareaWidget, DateWidget };

export function FieldTemplate({ id, label, children, errors, help, description, hidden, required, displayLabel, schema }: FieldTemplateProps) {
  const translate = useLabel();
  if (hidden) return <Box sx={{ display: 'none' }}>{children}</Box>;
  const isCheckbox = schema.type === 'boolean';
  const isObject = schema.type === 'object' || schema.type === 'array';
  return (
    <Box sx={{ mb: isObject ? 0 : 3 }}>
      {displayLabel && !isCheckbox && label ? (
        <Label htmlFor={id}>
          {translate(label)}
          {required ? <Text sx={{ color: 'error', ml: 1 }}>*</Text> : null}
        </Label>
      ) : null}
      {displayLabel && description ? description : null}
      {children}
      {errors}
      {help}
    </Box>
  );
}

export function TitleFieldTemplate({ id, title, required }: TitleFieldProps) {
  const translate = useLabel();
  if (!title) return null;
  return (
    <Heading as="h3" id={id} sx={{ fontSize: 3, mt: 2, mb: 3 }}>
      {translate(title)}
      {required ? <Text sx={{ color: 'error', ml: 1 }}>*</Text> : null}
    </Heading>
  );
}

export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  const translate = useLabel();
  if (!description) return null;
  return (
    <Text as="p" id={id} variant="muted" sx={{ mt: 0, mb: 2 }}>
      {typeof description === 'string' ? translate(description) : description}
    </Text>
  );
}

export function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  if (!errors?.length) return null;
  // Two keywords may name one message (a rate below 0 breaks both `minimum` and `exclusiveMinimum`): say it once.
  const shown = errors.filter((error, index) => typeof error !== 'string' || errors.indexOf(error) === index);
  return (
    <Box id={errorId(fieldPathId)} role="alert" sx={{ mt: 1 }}>
      {shown.map((error, index) => (
        <Text key={index} as="p" variant="error" sx={{ m: 0 }}>
          {error}
        </Text>
      ))}
    </Box>
  );
}

export function SubmitButton({ uiSchema, registry }: SubmitButtonProps) {
  const { t } = useTranslation();
  const { submitText, norender, props } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  const label = (registry.formContext as { submitLabel?: string } | undefined)?.submitLabel ?? submitText;
  return (
    <Button type="submit" variant="primary" disabled={Boolean(props?.disabled)} sx={{ mt: 2, px: 4, py: 2 }}>
      {t(label && label.includes(':') ? label : 'common:action.submit')}
    </Button>
  );
}
