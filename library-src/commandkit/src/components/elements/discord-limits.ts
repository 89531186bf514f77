/**
 * Applies one prop of a component with a discord.js setter. The builders check Discord's limits
 * in their setters, and their error says only "Invalid string length" or "Invalid number value";
 * this one names the component, the prop and the limit instead.
 *
 * @param component - The component's tag name, such as `Button`.
 * @param prop - The prop being applied, such as `label`.
 * @param value - The prop's value.
 * @param apply - Calls the setter with it.
 * @throws `RangeError` such as `<Button> got a "label" of 81 characters; Discord allows at most 80.`
 * when the value is outside Discord's limits; any other error of the setter as it is.
 * @internal
 */
export function applyWithinLimits<T>(component: string, prop: string, value: T, apply: (value: T) => unknown): void {
  try {
    apply(value);
  } catch (error) {
    const limit = limitOf(error);
    if (!limit) throw error;
    throw new RangeError(`<${component}> got a "${prop}" ${limit.got}; Discord allows ${limit.allowed}.`, { cause: error });
  }
}

const BOUNDS: Readonly<Record<string, string>> = { '<=': 'at most', '<': 'less than', '>=': 'at least', '>': 'more than' };

// The validation errors of @discordjs/builders (shapeshift's ExpectedConstraintError) carry the
// rule as text, such as `expected.length <= 80` or `expected <= 25`, and the value given.
function limitOf(error: unknown): { got: string; allowed: string } | undefined {
  const { expected, given } = (error ?? {}) as { expected?: unknown; given?: unknown };
  if (typeof expected !== 'string') return undefined;
  const rule = /^expected(\.length)? (<=|<|>=|>) (\d+)$/.exec(expected);
  if (!rule) return undefined;
  const [, length, operator, bound] = rule;
  if (length) {
    const count = typeof given === 'string' || Array.isArray(given) ? given.length : undefined;
    const unit = typeof given === 'string' ? 'character' : 'item';
    const plural = (n: number | string) => `${n} ${unit}${Number(n) === 1 ? '' : 's'}`;
    return { got: count === undefined ? 'outside that length' : `of ${plural(count)}`, allowed: `${BOUNDS[operator!]} ${plural(bound!)}` };
  }
  return { got: `of ${String(given)}`, allowed: `${BOUNDS[operator!]} ${bound}` };
}
