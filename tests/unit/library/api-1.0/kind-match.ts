import type { ExportedName } from './exported-kinds';
import type { ApiFact, FactKind } from './facts-table';

/**
 * Whether our export can stand where 1.0 code uses the name. The declaration kind must be the
 * table's: a class stays a class (1.0 code may extend it or use `instanceof`), a function a
 * function, a const a variable, an enum an enum. Interfaces and type aliases are one kind here,
 * since code using a type cannot tell them apart. Every kind but a type must also reach 1.0 code
 * as a value, so no `export type` on the way; a type may be exported either way.
 */
const satisfies: Record<FactKind, (name: ExportedName) => boolean> = {
  class: (name) => name.class,
  function: (name) => name.function,
  const: (name) => name.variable,
  enum: (name) => name.enum,
  interface: isType,
  type: isType,
  'const+type': (name) => name.variable && isType(name),
};

const valueKinds: ReadonlySet<FactKind> = new Set(['class', 'function', 'const', 'enum', 'const+type']);

function isType(name: ExportedName): boolean {
  return name.interface || name.typeAlias;
}

/** Undefined when our export matches the fact; otherwise what is wrong, for a message. */
export function kindMismatch(fact: ApiFact, ours: ExportedName): string | undefined {
  if (!satisfies[fact.kind](ours)) return `is ${describeExport(ours)}`;
  if (valueKinds.has(fact.kind) && ours.typeOnly) return `is exported with \`export type\`, so 1.0 code cannot use it as a value`;
  return undefined;
}

/** "interface", "const + type alias", "class (through `export type`)" ... */
export function describeExport(name: ExportedName): string {
  const kinds = [
    name.class && 'class',
    name.function && 'function',
    name.variable && 'const',
    name.enum && 'enum',
    name.interface && 'interface',
    name.typeAlias && 'type alias',
    name.namespace && 'namespace',
  ].filter((kind): kind is string => typeof kind === 'string');
  const what = kinds.length ? kinds.join(' + ') : 'an export TypeScript cannot resolve';
  return name.typeOnly ? `${what} (through \`export type\`)` : what;
}

/** The table's kind as a message says it: "class", "interface (type-only)" ... */
export function describeFactKind(fact: ApiFact): string {
  return fact.typeOnly ? `${fact.kind} (type-only)` : fact.kind;
}
