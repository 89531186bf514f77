/**
 * YAML front matter from plain data. Strings are written as JSON strings, which YAML reads as
 * double-quoted scalars, so no value can break out of its field.
 */
export function frontMatter(data: Record<string, unknown>): string {
  const lines = ['---'];
  const write = (value: unknown, key: string, indent: string) => {
    if (value === undefined) return;
    if (value !== null && typeof value === 'object') {
      lines.push(`${indent}${key}:`);
      for (const [childKey, child] of Object.entries(value)) write(child, childKey, `${indent}  `);
    } else {
      lines.push(`${indent}${key}: ${JSON.stringify(value)}`);
    }
  };
  for (const [key, value] of Object.entries(data)) write(value, key, '');
  lines.push('---', '');
  return lines.join('\n');
}
