/**
 * Puts values into a translated label: `fillLabel('Only {count} left', { count: '3' })`. Labels
 * arrive translated with `{name}` placeholders so the sentence order stays the translator's; the
 * component formats the numbers for the reader's locale before filling them in. Unknown
 * placeholders stay as written.
 */
export function fillLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
