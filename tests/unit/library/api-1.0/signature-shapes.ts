import ts from 'typescript';
import type { ApiFact } from './facts-table';

/**
 * Reads the signature column of the facts file into shapes the signature check can test: the
 * parameters of each call signature, a class's constructors, members and static members, the
 * members of an interface or object type, an enum's members and a const's type. The texts of the
 * types stay as the table prints them (TypeScript syntax), for the check program to use.
 */

/** A type parameter of a 1.0 signature, e.g. `T extends PluginOptions = PluginOptions`. */
export interface TypeParameterShape {
  name: string;
  constraint?: string;
  default?: string;
}

/** One parameter of a 1.0 call signature. */
export interface ParameterShape {
  name: string;
  /** The type as 1.0 prints it; undefined when the table prints none. */
  type?: string;
  optional: boolean;
  /** A `...rest` parameter. */
  rest: boolean;
}

/** One call signature (one overload of a function, a constructor or a method). */
export interface CallShape {
  typeParameters: TypeParameterShape[];
  parameters: ParameterShape[];
}

/** A member of a class, an interface or an object type. */
export interface MemberShape {
  name: string;
  optional: boolean;
  /** The member's type as 1.0 prints it. */
  type: string;
  /** The call signatures when the member is a method (a function type, or overloads in `{ (…): …; }`). */
  calls: CallShape[];
  /** The table cut the type short (`…`): only the member's presence can be checked. */
  elided: boolean;
}

export type FactShape =
  | { form: 'function'; overloads: CallShape[] }
  | { form: 'class'; constructors: CallShape[]; members: MemberShape[]; statics: MemberShape[] }
  | { form: 'members'; members: MemberShape[] }
  | { form: 'enum'; members: string[] }
  | { form: 'value'; type: string }
  /** A type alias printed as a type, or no signature at all: nothing for the check to call or look up. */
  | { form: 'none' };

/** The shape of one fact; a cell the rules below cannot read is an error naming the file's line. */
export function readFactShape(fact: ApiFact, fileLabel: string): FactShape {
  const where = `${fileLabel}:${fact.line} (${fact.name})`;
  const parts = fact.signature ? fact.signature.split('<br>').map((part) => part.trim()) : [];
  if (fact.kind === 'function') {
    if (!parts.length) throw new Error(`${where}: a function needs its call signature in the signature column.`);
    return { form: 'function', overloads: parts.map((part) => readCallSignature(codeSpan(part, where), where)) };
  }
  if (fact.kind === 'class') {
    const shape: FactShape = { form: 'class', constructors: [], members: [], statics: [] };
    for (const part of parts) {
      if (part.startsWith('constructor ')) {
        // Overloaded constructors share one code span, separated by ` ; `.
        shape.constructors = codeSpan(part.slice('constructor '.length), where)
          .split(' ; ')
          .map((text) => readCallSignature(text, where));
      } else if (part.startsWith('members: ')) shape.members = readMembers(part.slice('members: '.length), where);
      else if (part.startsWith('static: ')) shape.statics = readMembers(part.slice('static: '.length), where);
      else
        throw new Error(
          `${where}: a class cell part must start with "constructor", "members:" or "static:", found "${part.slice(0, 40)}".`,
        );
    }
    return shape;
  }
  const membersPart = parts.find((part) => part.startsWith('members: '));
  if (fact.kind === 'enum') {
    return {
      form: 'enum',
      members: membersPart ? readMembers(membersPart.slice('members: '.length), where).map((member) => member.name) : [],
    };
  }
  if (membersPart) return { form: 'members', members: readMembers(membersPart.slice('members: '.length), where) };
  if ((fact.kind === 'const' || fact.kind === 'const+type') && parts.length) return { form: 'value', type: codeSpan(parts[0], where) };
  return { form: 'none' };
}

/** The text inside one code span: `` `(a: A): B` `` → `(a: A): B`. */
function codeSpan(part: string, where: string): string {
  if (!part.startsWith('`') || !part.endsWith('`') || part.length < 2)
    throw new Error(`${where}: expected a \`code span\`, found "${part.slice(0, 60)}".`);
  return part.slice(1, -1);
}

/**
 * A list of members, each a code span, separated by `, `. A member's type may hold a template
 * literal type, whose backticks the table does not escape (`` `id: `${string}`` ``), so the list
 * is split at "`, `", which no member's text contains.
 */
function readMembers(list: string, where: string): MemberShape[] {
  return codeSpan(list, where)
    .split('`, `')
    .map((text) => readMember(text, where));
}

function readMember(text: string, where: string): MemberShape {
  const match = /^([^:?]+?)(\?)?: ([^]*)$/.exec(text);
  if (!match) throw new Error(`${where}: expected a member as "name: type", found "${text.slice(0, 60)}".`);
  const [, name, question, type] = match;
  const elided = type.includes('…');
  return { name, optional: question !== undefined, type, calls: elided ? [] : memberCalls(type), elided };
}

/**
 * The call signatures of a member's type: a function type (`(a: A) => R`) or an object type made of
 * call signatures only (`{ (a: A): R; (a: A, b: true): S; }`). Anything else (a property, a
 * callback that may be undefined) has none.
 */
function memberCalls(type: string): CallShape[] {
  const file = parse(`type __Member = ${type};`);
  const alias = file.statements[0];
  if (!alias || !ts.isTypeAliasDeclaration(alias)) return [];
  const node = alias.type;
  if (ts.isFunctionTypeNode(node)) return [callShape(node, file)];
  if (ts.isTypeLiteralNode(node) && node.members.length && node.members.every(ts.isCallSignatureDeclaration)) {
    return node.members.map((signature) => callShape(signature as ts.CallSignatureDeclaration, file));
  }
  return [];
}

/** `<T>(a: A, b?: B): R` as the table prints a function or constructor signature. */
function readCallSignature(text: string, where: string): CallShape {
  const file = parse(`declare function __signature${text};`);
  const declaration = file.statements[0];
  if (file.statements.length !== 1 || !declaration || !ts.isFunctionDeclaration(declaration) || declaration.end !== file.text.length) {
    throw new Error(`${where}: cannot read the call signature "${text.slice(0, 80)}".`);
  }
  return callShape(declaration, file);
}

function callShape(node: ts.SignatureDeclarationBase, file: ts.SourceFile): CallShape {
  return {
    typeParameters: (node.typeParameters ?? []).map((parameter) => ({
      name: parameter.name.text,
      ...(parameter.constraint && { constraint: parameter.constraint.getText(file) }),
      ...(parameter.default && { default: parameter.default.getText(file) }),
    })),
    parameters: node.parameters.map((parameter) => ({
      name: parameter.name.getText(file),
      ...(parameter.type && { type: parameter.type.getText(file) }),
      optional: parameter.questionToken !== undefined || parameter.initializer !== undefined,
      rest: parameter.dotDotDotToken !== undefined,
    })),
  };
}

function parse(text: string): ts.SourceFile {
  return ts.createSourceFile('signature.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}
