// The engine's date field, apart from the main entry so that importing the engine does not bring
// it into a page that asks no date (issue 13: it was in every page's first JS).
export { DatePicker, type DatePickerProps } from './react/dates/DatePicker';
