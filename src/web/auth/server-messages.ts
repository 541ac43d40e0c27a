/** `/body/mobileNo` → `/mobileNo` (the form's own pointer). */
export function formPointer(serverField: string): string {
  return serverField.replace(/^\/body(?=\/|$)/, '') || '/';
}
