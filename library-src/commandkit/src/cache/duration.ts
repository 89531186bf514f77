import ms from 'ms';

/**
 * Turns a lifetime as users write it into milliseconds.
 *
 * @param life - Milliseconds, or an `ms` string such as `'5s'`, `'10m'`, `'1h'`, `'1d'`.
 * @param where - The function to name in the error, e.g. `cacheLife()`.
 * @returns The lifetime in milliseconds (0 or less means "do not store").
 * @throws `TypeError` naming the value when it is not a duration.
 * @internal
 */
export function parseLife(life: unknown, where: string): number {
  if (typeof life === 'number' && !Number.isNaN(life)) return life;
  if (typeof life === 'string' && life.trim() !== '') {
    // ms() returns undefined (or NaN) for text it cannot read; treating that as "no expiry"
    // would hide the typo, so it is an error here.
    const parsed = ms(life as ms.StringValue) as number | undefined;
    if (typeof parsed === 'number' && !Number.isNaN(parsed)) return parsed;
  }
  throw new TypeError(
    `${where} got ${describe(life)}, which is not a duration: pass milliseconds (60000) or a string such as '5s', '10m', '1h' or '1d'.`,
  );
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (value === null || typeof value !== 'object') return String(value);
  return Array.isArray(value) ? 'an array' : 'an object';
}
