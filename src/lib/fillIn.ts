/** `text` with each `{{name}}` replaced by `values[name]`; a name without a value stays. */
export function fillIn(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/{{(\w+)}}/g, (match, name: string) => values[name] ?? match);
}
