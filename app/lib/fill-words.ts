/**
 * The agency's words with a value put in (decision 049): `{title}` is the
 * value as it is, `{title:lower}` the same in lower case, as a language's
 * grammar asks ("All services", "Alle Leistungen").
 */
export function fillWords(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)(:lower)?\}/g, (whole, name: string, lower?: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return lower ? value.toLowerCase() : value;
  });
}
