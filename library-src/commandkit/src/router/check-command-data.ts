// Checks what CommandsRouter.populate() is given, so that a malformed record is refused with its
// id and the field at fault instead of surfacing later as an undefined path.
import type { Command, Middleware, ParsedCommandData } from './commands-router-types.ts';

type FieldCheck = readonly [field: string, accepts: (value: unknown) => boolean, expected: string];

const isString = (value: unknown) => typeof value === 'string';
const isStringOrNull = (value: unknown) => value === null || typeof value === 'string';

const SHARED: readonly FieldCheck[] = [
  ['id', isString, 'a string'],
  ['name', isString, 'a string'],
  ['path', isString, 'a string'],
  ['relativePath', isString, 'a string'],
  ['parentPath', isString, 'a string'],
];
const COMMAND: readonly FieldCheck[] = [
  ...SHARED,
  ['category', isStringOrNull, 'a string or null'],
  ['middlewares', (value) => Array.isArray(value) && value.every(isString), 'a list of middleware ids'],
];
const MIDDLEWARE: readonly FieldCheck[] = [
  ...SHARED,
  ['global', (value) => typeof value === 'boolean', 'true or false'],
  ['command', isStringOrNull, 'a string or null'],
];

/**
 * Checks the records given to `populate()` and returns frozen copies of them.
 *
 * @throws `TypeError` naming the record and field at fault, or a record whose key is not its id.
 */
export function checkCommandData(data: unknown): { commands: Command[]; middlewares: Middleware[] } {
  if (typeof data !== 'object' || data === null) {
    throw new TypeError(
      `CommandsRouter.populate() takes { commands, middlewares } as scan() returns them, got ${JSON.stringify(data) ?? typeof data}.`,
    );
  }
  const { commands, middlewares } = data as Partial<ParsedCommandData>;
  return {
    commands: records(commands, 'commands', COMMAND) as unknown as Command[],
    middlewares: records(middlewares, 'middlewares', MIDDLEWARE) as unknown as Middleware[],
  };
}

function records(group: unknown, name: string, checks: readonly FieldCheck[]): Record<string, unknown>[] {
  if (typeof group !== 'object' || group === null || Array.isArray(group)) {
    throw new TypeError(
      `CommandsRouter.populate() needs "${name}" as an object of records by id, got ${JSON.stringify(group) ?? typeof group}.`,
    );
  }
  return Object.entries(group).map(([key, record]) => {
    if (typeof record !== 'object' || record === null) {
      throw new TypeError(`CommandsRouter.populate(): ${name}["${key}"] is ${JSON.stringify(record)}, not a record.`);
    }
    const fields = record as Record<string, unknown>;
    for (const [field, accepts, expected] of checks) {
      if (!accepts(fields[field])) {
        throw new TypeError(
          `CommandsRouter.populate(): ${name}["${key}"].${field} must be ${expected}, got ${JSON.stringify(fields[field]) ?? 'nothing'}.`,
        );
      }
    }
    if (fields.id !== key)
      throw new TypeError(`CommandsRouter.populate(): ${name}["${key}"] has the id "${String(fields.id)}"; key each record by its id.`);
    const copy = Object.fromEntries(checks.map(([field]) => [field, fields[field]]));
    if (Array.isArray(copy.middlewares)) copy.middlewares = Object.freeze([...copy.middlewares]);
    return Object.freeze(copy);
  });
}
