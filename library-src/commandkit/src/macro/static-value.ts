import type { Node } from '@babel/types';

/** The value of an expression known without running any code, or the part that is not. */
export type StaticValue = { readonly value: unknown } | { readonly problem: Node };

/**
 * Works out the value of an expression written with literals only: strings, numbers (with a
 * sign), booleans, `null`, `undefined`, `NaN`, `Infinity`, bigints, template strings without
 * `${}`, and arrays and objects of these (no spreads, no computed keys, no methods). Such
 * expressions are what a macro call may take as arguments, since the call runs before the bot
 * does and nothing else of the file exists then.
 *
 * @param node - The expression.
 * @returns `{ value }`, or `{ problem }` with the first sub-expression that is not a literal.
 * @internal
 */
export function staticValue(node: Node): StaticValue {
  switch (node.type) {
    case 'StringLiteral':
    case 'NumericLiteral':
    case 'BooleanLiteral':
      return { value: node.value };
    case 'NullLiteral':
      return { value: null };
    case 'BigIntLiteral':
      return { value: BigInt(node.value) };
    case 'Identifier':
      if (node.name === 'undefined') return { value: undefined };
      if (node.name === 'NaN') return { value: NaN };
      if (node.name === 'Infinity') return { value: Infinity };
      return { problem: node };
    case 'TemplateLiteral':
      return node.expressions.length === 0
        ? { value: node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join('') }
        : { problem: node };
    case 'UnaryExpression': {
      if (node.operator !== '-' && node.operator !== '+') return { problem: node };
      const operand = staticValue(node.argument);
      if ('problem' in operand) return operand;
      if (typeof operand.value === 'number') return { value: node.operator === '-' ? -operand.value : operand.value };
      if (typeof operand.value === 'bigint' && node.operator === '-') return { value: -operand.value };
      return { problem: node };
    }
    case 'ArrayExpression': {
      const items: unknown[] = [];
      for (const element of node.elements) {
        if (element === null) {
          items.push(undefined);
          continue;
        }
        const item = staticValue(element);
        if ('problem' in item) return item;
        items.push(item.value);
      }
      return { value: items };
    }
    case 'ObjectExpression': {
      const object: Record<string, unknown> = {};
      for (const property of node.properties) {
        if (property.type !== 'ObjectProperty' || property.computed) return { problem: property };
        const key =
          property.key.type === 'Identifier'
            ? property.key.name
            : property.key.type === 'StringLiteral' || property.key.type === 'NumericLiteral'
              ? String(property.key.value)
              : undefined;
        if (key === undefined) return { problem: property.key };
        const entry = staticValue(property.value);
        if ('problem' in entry) return entry;
        // defineProperty, so a "__proto__" key is a property like any other.
        Object.defineProperty(object, key, { value: entry.value, enumerable: true, writable: true, configurable: true });
      }
      return { value: object };
    }
    // `x as const`, `x satisfies T`, `x!`, `<T>x`: the type part changes nothing at run time.
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
    case 'TSTypeAssertion':
    case 'ParenthesizedExpression':
      return staticValue(node.expression);
    default:
      return { problem: node };
  }
}
