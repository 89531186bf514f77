import {
  type DeclarationReflection,
  type ParameterReflection,
  ReflectionKind,
  type SignatureReflection,
  type SomeType,
  type TypeParameterReflection,
} from 'typedoc';
import type { ApiItem } from './job';
import type { ModelItem, ModelMember } from '../history/model';

/**
 * Turns an item's TypeDoc reflection into its entry of the version's API model: the declaration
 * and each own member as one-line TypeScript-like signatures. Runs in the TypeDoc worker, after
 * the page of the item was rendered (the page gives the item's path, package and summary).
 */
export function describeModelItem(reflection: DeclarationReflection, item: ApiItem): ModelItem {
  return {
    packageName: item.packageName,
    name: item.name,
    kind: item.kind,
    declaration: declarationKind(reflection),
    path: item.path,
    summary: item.summary,
    deprecated: item.deprecated,
    importPaths: item.importPaths,
    signatures: declarationSignatures(reflection),
    members: membersOf(reflection),
  };
}

/** The kind of declaration in words, as pages name it (not localized: the model is compared as text). */
function declarationKind(reflection: DeclarationReflection): string {
  const names: [ReflectionKind, string][] = [
    [ReflectionKind.Class, 'Class'],
    [ReflectionKind.Interface, 'Interface'],
    [ReflectionKind.TypeAlias, 'Type alias'],
    [ReflectionKind.Enum, 'Enum'],
    [ReflectionKind.Function, 'Function'],
    [ReflectionKind.Variable, 'Variable'],
  ];
  return names.find(([kind]) => reflection.kindOf(kind))?.[1] ?? 'Item';
}

function declarationSignatures(reflection: DeclarationReflection): string[] {
  const name = `${reflection.name}${typeParameters(reflection.typeParameters)}`;
  if (reflection.kindOf(ReflectionKind.Function)) {
    return (reflection.signatures ?? []).map((signature) => `function ${callSignature(signature, reflection.name)}`);
  }
  if (reflection.kindOf(ReflectionKind.Class)) {
    const heritage = [
      reflection.extendedTypes?.length ? ` extends ${reflection.extendedTypes.map(typeText).join(', ')}` : '',
      reflection.implementedTypes?.length ? ` implements ${reflection.implementedTypes.map(typeText).join(', ')}` : '',
    ].join('');
    return [`${reflection.flags.isAbstract ? 'abstract ' : ''}class ${name}${heritage}`];
  }
  if (reflection.kindOf(ReflectionKind.Interface)) {
    const heritage = reflection.extendedTypes?.length ? ` extends ${reflection.extendedTypes.map(typeText).join(', ')}` : '';
    return [`interface ${name}${heritage}`];
  }
  if (reflection.kindOf(ReflectionKind.Enum)) return [`${reflection.flags.isConst ? 'const ' : ''}enum ${name}`];
  if (reflection.kindOf(ReflectionKind.TypeAlias)) return [`type ${name} = ${shapeText(reflection.type)}`];
  if (reflection.kindOf(ReflectionKind.Variable))
    return [`${reflection.flags.isConst ? 'const' : 'let'} ${name}: ${shapeText(reflection.type)}`];
  return [name];
}

/**
 * An object type with properties is written as `{ … }`: its properties are listed as members, so
 * a change to one shows on its own line rather than as one long changed declaration.
 */
function shapeText(type: SomeType | undefined): string {
  return objectShape(type) ? '{ … }' : typeText(type);
}

function objectShape(type: SomeType | undefined): DeclarationReflection | undefined {
  // The type's own tag, not instanceof: a second copy of TypeDoc in the process would make that fail.
  if (type?.type !== 'reflection') return undefined;
  const { declaration } = type;
  return declaration.children?.length || declaration.indexSignatures?.length ? declaration : undefined;
}

/** The item's own members (inherited ones change with their owner, and are compared there). */
function membersOf(reflection: DeclarationReflection): ModelMember[] {
  const owner = reflection.kindOf(ReflectionKind.TypeAlias | ReflectionKind.Variable) ? objectShape(reflection.type) : reflection;
  if (!owner) return [];
  const members: ModelMember[] = [];
  for (const child of owner.children ?? []) {
    if (child.inheritedFrom) continue;
    const member = describeMember(child);
    if (member) members.push(member);
  }
  if (owner.indexSignatures?.length) {
    members.push({
      name: '[index]',
      kind: 'index signature',
      deprecated: owner.indexSignatures.some(isDeprecated),
      signatures: owner.indexSignatures.map((signature) => `[${parameterList(signature.parameters)}]: ${typeText(signature.type)}`),
    });
  }
  // Call signatures of an interface or object type (a function's are its declaration).
  if (owner !== reflection || reflection.kindOf(ReflectionKind.Interface)) {
    const calls = owner.signatures ?? [];
    if (calls.length) {
      members.push({
        name: '(call)',
        kind: 'call signature',
        deprecated: calls.some(isDeprecated),
        signatures: calls.map((signature) => callSignature(signature, '')),
      });
    }
  }
  return members;
}

function describeMember(child: DeclarationReflection): ModelMember | undefined {
  const name = `${child.flags.isStatic ? 'static ' : ''}${child.name}`;
  const modifiers = [
    child.flags.isProtected ? 'protected' : '',
    child.flags.isStatic ? 'static' : '',
    child.flags.isAbstract ? 'abstract' : '',
    child.flags.isReadonly ? 'readonly' : '',
  ]
    .filter(Boolean)
    .map((word) => `${word} `)
    .join('');
  const deprecated = isDeprecated(child);
  if (child.kindOf(ReflectionKind.Constructor)) {
    const signatures = (child.signatures ?? []).map(
      (signature) => `new ${signature.parent.parent?.name ?? ''}(${parameterList(signature.parameters)})`,
    );
    return { name: 'constructor', kind: 'constructor', deprecated: deprecated || (child.signatures ?? []).some(isDeprecated), signatures };
  }
  if (child.kindOf(ReflectionKind.Method)) {
    const signatures = (child.signatures ?? []).map(
      (signature) => `${modifiers}${callSignature(signature, `${child.name}${child.flags.isOptional ? '?' : ''}`)}`,
    );
    return { name, kind: 'method', deprecated: deprecated || (child.signatures ?? []).some(isDeprecated), signatures };
  }
  if (child.kindOf(ReflectionKind.Accessor)) {
    const signatures = [
      child.getSignature ? `${modifiers}get ${child.name}(): ${typeText(child.getSignature.type)}` : '',
      child.setSignature ? `${modifiers}set ${child.name}(${parameterList(child.setSignature.parameters)})` : '',
    ].filter(Boolean);
    const halves = [child.getSignature, child.setSignature].filter((half): half is SignatureReflection => Boolean(half));
    return { name, kind: 'accessor', deprecated: deprecated || halves.some(isDeprecated), signatures };
  }
  if (child.kindOf(ReflectionKind.EnumMember)) {
    return { name, kind: 'enum member', deprecated, signatures: [child.type ? `${child.name} = ${typeText(child.type)}` : child.name] };
  }
  if (child.kindOf(ReflectionKind.Property)) {
    return {
      name,
      kind: 'property',
      deprecated,
      signatures: [`${modifiers}${child.name}${child.flags.isOptional ? '?' : ''}: ${typeText(child.type)}`],
    };
  }
  return undefined;
}

function callSignature(signature: SignatureReflection, name: string): string {
  return `${name}${typeParameters(signature.typeParameters)}(${parameterList(signature.parameters)}): ${typeText(signature.type)}`;
}

function parameterList(parameters: readonly ParameterReflection[] | undefined): string {
  return (parameters ?? [])
    .map(
      (parameter) =>
        `${parameter.flags.isRest ? '...' : ''}${parameter.name}${parameter.flags.isOptional ? '?' : ''}: ${typeText(parameter.type)}`,
    )
    .join(', ');
}

function typeParameters(list: readonly TypeParameterReflection[] | undefined): string {
  if (!list?.length) return '';
  const text = list.map((parameter) =>
    [
      parameter.flags.isConst ? 'const ' : '',
      parameter.varianceModifier ? `${parameter.varianceModifier} ` : '',
      parameter.name,
      parameter.type ? ` extends ${typeText(parameter.type)}` : '',
      parameter.default ? ` = ${typeText(parameter.default)}` : '',
    ].join(''),
  );
  return `<${text.join(', ')}>`;
}

/** TypeDoc's own rendering of a type as TypeScript, on one line. */
function typeText(type: SomeType | undefined): string {
  return (type?.toString() ?? 'any').replace(/\s*\n\s*/g, ' ');
}

function isDeprecated(reflection: DeclarationReflection | SignatureReflection): boolean {
  return Boolean(reflection.comment?.getTag('@deprecated'));
}
