/** A text field's value from a submitted form ('' when missing or a file). */
export function readFormText(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}
