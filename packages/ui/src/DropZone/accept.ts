/**
 * Whether a file matches an `accept` string as used by `<input type="file">`: a comma-separated
 * list of extensions ('.csv'), exact MIME types ('image/png') or MIME wildcards ('image/*').
 * An empty or missing accept string matches every file.
 *
 * @example
 * fileMatchesAccept(new File([''], 'guests.CSV'), '.csv'); // true
 */
export function fileMatchesAccept(file: File, accept?: string): boolean {
  const rules = (accept ?? '')
    .split(',')
    .map((rule) => rule.trim().toLowerCase())
    .filter(Boolean);
  if (rules.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return rules.some((rule) => {
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}
