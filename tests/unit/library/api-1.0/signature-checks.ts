/**
 * Turns the signature column of the CommandKit 1.0 facts into checks: small TypeScript functions
 * that use our exports the way 1.0 code may, so the compiler says where our shapes differ. The
 * checks are types only: the functions are compiled, never run. Each check is one function in the
 * generated program; any error inside it fails that check.
 *
 * The rules (what "matches the table" means):
 * - Functions, constructors, methods: for each 1.0 overload, an `arity` check calls ours with
 *   every argument count 1.0 accepts (`any` values; with a rest parameter also a spread array), so
 *   1.0 code passing N arguments compiles. Then one `param <name>` check per parameter passes a
 *   value of 1.0's parameter type at that position (`any` before it, up to 1.0's required count):
 *   our parameter must accept 1.0's type. Calls rather than `Parameters<typeof f>`, which sees
 *   only the last overload and no generic. Return types are not checked.
 * - Constructors are called as `super(…)` from an abstract subclass, so abstract classes (which
 *   1.0 code extends: plugins, cache providers) are checked like the others.
 * - A class whose 1.0 constructor has type parameters gets a `type parameters` check: 1.0 code
 *   writes `RuntimePlugin<MyOptions>`, so ours must take as many, with 1.0's constraints, and
 *   none when 1.0 has defaults for all.
 * - Members (of classes, interfaces and object types), static members and enum members: a `.name`
 *   check reads the member (present and public). In an interface or object type, a member 1.0
 *   marks optional must be optional in ours too (1.0 code leaves it out). A required member whose
 *   type is a function type (or a set of call signatures) is a method: ours must not be optional
 *   (else `.name` fails), and it gets `arity` and `param` checks like a function, which call it
 *   with `!` so an optional method's parameters are still checked. An optional function member
 *   is a callback 1.0 code supplies: presence and optionality only. Other members: presence only.
 * - Each check reports the compiler's first error in it; fixing that may show another.
 * - Consts: a `value type` check assigns ours to 1.0's type. Type aliases printed as a type
 *   (`string | number`) are not checked here.
 * - Our instance type is written with `any` for each of our type parameters; type parameters of
 *   1.0's signature (a generic function's, a generic class's for its members) are declared on the
 *   check function, with 1.0's constraints.
 * - A 1.0 type is written with our names (see `NameScope` for where each name is found). When it
 *   names something no module exports publicly (`AppCommandRunner`, 1.0's `PluginOptions`), a
 *   1.0 name we have not added yet, a type parameter the table does not declare, or the table cut
 *   the type short with `…`, that parameter falls back to the arity check only (a const to no
 *   check); the names are counted in `fellBack` so the report shows what limits the check.
 * - Names we do not export at an import path are not checked here (the coverage test lists them);
 *   their checks are counted in `notExported`, and run once the name is added.
 */
import type { ApiFact } from './facts-table';
import type { NameScope } from './name-scope';
import type { CallShape, FactShape, MemberShape, TypeParameterShape } from './signature-shapes';
import { rewriteTypeText } from './type-text';

/** One check of the generated program. */
export interface SignatureCheck {
  importPath: string;
  name: string;
  /** What is checked, unique within the name: `arity`, `param props`, `.onClick param handler` … */
  label: string;
  /** The check's code: one function declaration. */
  code: string;
}

export interface CheckPlan {
  checks: SignatureCheck[];
  /** Names with signature facts that we do not export at that import path, with their check counts. */
  notExported: { importPath: string; name: string; checks: number }[];
  /** Names 1.0's types use that the check could not write, with how many parameters or consts fell back. */
  fellBack: Map<string, number>;
}

/** Names the generated program declares once, at its top, for the checks to use. */
const preludeNames = {
  /** A value of type `any`. */
  any: '$any',
  /** An array of `any`, to spread into a rest parameter. */
  anyArray: '$anyArray',
  /** `expectOptional<T, K>('optional')` fails unless member K of T is optional. */
  expectOptional: '$expectOptional',
  /** `expectRequired(member, 'required')` fails when the member may be undefined. */
  expectRequired: '$expectRequired',
};

/** The declarations the checks rely on. */
export const prelude = [
  `declare const ${preludeNames.any}: any;`,
  `declare const ${preludeNames.anyArray}: any[];`,
  `declare function ${preludeNames.expectOptional}<T, K extends keyof T>(member: {} extends Pick<T, K> ? 'optional' : 'required in ours, optional in 1.0'): void;`,
  // A member typed `any` counts as there.
  `declare function ${preludeNames.expectRequired}<T>(member: T, proof: 0 extends 1 & T ? 'required' : undefined extends T ? 'optional in ours, always there in 1.0' : 'required'): void;`,
].join('\n');

/** The checks of every fact, in table order. */
export function planChecks(facts: readonly { fact: ApiFact; shape: FactShape }[], scope: NameScope): CheckPlan {
  const plan: CheckPlan = { checks: [], notExported: [], fellBack: new Map() };
  let counter = 0;
  for (const { fact, shape } of facts) {
    const fellBack = new Map<string, number>();
    const checks = new CheckWriter(fact, scope, fellBack, () => `$check${counter++}`).checksOf(shape);
    if (!checks.length) continue;
    if (!scope.ourName(fact.importPath, fact.name)) {
      plan.notExported.push({ importPath: fact.importPath, name: fact.name, checks: checks.length });
      continue;
    }
    plan.checks.push(...checks);
    for (const [name, count] of fellBack) plan.fellBack.set(name, (plan.fellBack.get(name) ?? 0) + count);
  }
  return plan;
}

/** The 1.0 type parameters in scope of a check, written with our names where they can be. */
interface TypeParameterScope {
  /** `<T extends $p0.CommandExecutionMode>`, or '' when none. */
  declaration: string;
  /** Names usable inside the check. */
  usable: Set<string>;
  /** Names whose constraint could not be written (left out of the check): types using them fall back. */
  unusable: Set<string>;
}

class CheckWriter {
  private readonly checks: SignatureCheck[] = [];
  private readonly labels = new Set<string>();

  constructor(
    private readonly fact: ApiFact,
    private readonly scope: NameScope,
    private readonly fellBack: Map<string, number>,
    private readonly nextId: () => string,
  ) {}

  checksOf(shape: FactShape): SignatureCheck[] {
    const self = this.reference();
    if (shape.form === 'function') this.calls('', shape.overloads, noTypeParameters(), '', (args) => `${self}(${args});`);
    if (shape.form === 'class') this.classChecks(shape, self);
    if (shape.form === 'members') this.members(shape.members, noTypeParameters(), this.instanceType(self), '', true);
    if (shape.form === 'enum') for (const member of shape.members) this.add(`.${member}`, '', '', `${access(self, member)};`);
    if (shape.form === 'value') {
      const type = this.write(shape.type, noTypeParameters());
      if (type !== undefined) this.add('value type', '', '', `const $value: ${type} = ${self};`);
    }
    return this.checks;
  }

  private classChecks(shape: Extract<FactShape, { form: 'class' }>, self: string): void {
    // The table prints a generic class's type parameters on its constructor.
    const declared = shape.constructors[0]?.typeParameters ?? [];
    const classTypeParameters = this.typeParameters(declared, noTypeParameters());
    if (declared.length && declared.every((parameter) => classTypeParameters.usable.has(parameter.name))) {
      const names = declared.map((parameter) => parameter.name).join(', ');
      // With defaults for all, 1.0 code may also write the bare name.
      const bare = declared.every((parameter) => parameter.default !== undefined) ? `\n  type $Bare = ${self};` : '';
      this.add('type parameters', classTypeParameters.declaration, '', `type $Instance = ${self}<${names}>;${bare}`);
    }
    const base = this.instanceType(self);
    let subclass = 0;
    const constructors = shape.constructors.map((constructor) => ({ ...constructor, typeParameters: [] }));
    this.calls(
      'constructor ',
      constructors,
      classTypeParameters,
      '',
      (args) => `abstract class $Subclass${subclass++} extends ${base} {\n    constructor() {\n      super(${args});\n    }\n  }`,
    );
    this.members(shape.members, classTypeParameters, base, '', false);
    this.members(shape.statics, classTypeParameters, undefined, 'static ', false);
  }

  /**
   * Presence (and optionality, for interfaces) of each member, and calls of each method: on
   * `$self: instanceType`, or on our export itself (static members) when there is no instance type.
   */
  private members(
    members: readonly MemberShape[],
    outer: TypeParameterScope,
    instanceType: string | undefined,
    prefix: string,
    checkOptional: boolean,
  ): void {
    const selfParameter = instanceType === undefined ? '' : `$self: ${instanceType}`;
    const self = instanceType === undefined ? this.reference() : '$self';
    for (const member of members) {
      const reference = access(self, member.name);
      const isMethod = !member.optional && member.calls.length > 0;
      const optional =
        checkOptional && member.optional ? `\n  ${preludeNames.expectOptional}<${instanceType}, ${quote(member.name)}>('optional');` : '';
      const required = isMethod ? `\n  ${preludeNames.expectRequired}(${reference}, 'required');` : '';
      this.add(`${prefix}.${member.name}`, '', selfParameter, `${reference};${optional}${required}`);
      if (!isMethod) continue;
      // The member check says when ours is optional; `!` lets the calls check its parameters still.
      this.calls(`${prefix}.${member.name} `, member.calls, outer, selfParameter, (args) => `${reference}!(${args});`);
    }
  }

  /** The `arity` and `param` checks of each overload of one callable. */
  private calls(
    prefix: string,
    overloads: readonly CallShape[],
    outer: TypeParameterScope,
    selfParameter: string,
    call: (args: string) => string,
  ): void {
    overloads.forEach((overload, index) => {
      const label = overloads.length > 1 ? `${prefix}overload ${index + 1} ` : prefix;
      const parameters = overload.parameters.filter((parameter) => parameter.name !== 'this');
      const firstOptional = parameters.findIndex((parameter) => parameter.optional || parameter.rest);
      const required = firstOptional === -1 ? parameters.length : firstOptional;
      const fixed = parameters.filter((parameter) => !parameter.rest);
      const rest = parameters.find((parameter) => parameter.rest);

      const arity: string[] = [];
      for (let count = required; count <= fixed.length; count += 1) arity.push(call(Array(count).fill(preludeNames.any).join(', ')));
      if (rest) arity.push(call([...fixed.map(() => preludeNames.any), `...${preludeNames.anyArray}`].join(', ')));
      this.add(`${label}arity`, '', selfParameter, arity.join('\n  '));

      const typeParameters = this.typeParameters(overload.typeParameters, outer);
      parameters.forEach((parameter, position) => {
        if (parameter.type === undefined) return;
        const type = this.write(parameter.type, typeParameters);
        if (type === undefined) return;
        const args = parameter.rest
          ? [...fixed.map(() => preludeNames.any), '...$argument']
          : Array.from({ length: Math.max(position + 1, required) }, (_, at) => (at === position ? '$argument' : preludeNames.any));
        const parameterList = [selfParameter, `$argument: ${type}`].filter(Boolean).join(', ');
        this.add(
          `${label}param ${parameter.rest ? '...' : ''}${parameter.name}`,
          typeParameters.declaration,
          parameterList,
          call(args.join(', ')),
        );
      });
    });
  }

  /** 1.0's type parameters written with our names, on top of the outer ones (a class's, for its members). */
  private typeParameters(parameters: readonly TypeParameterShape[], outer: TypeParameterScope): TypeParameterScope {
    const usable = new Set(outer.usable);
    const unusable = new Set(outer.unusable);
    const written: string[] = [];
    for (const parameter of parameters) {
      // Each may refer to the others (`F extends (...args: any[]) => R`), but not to one already
      // left out. Defaults are left out: a check passes every type argument, and a class's default
      // would make a method's own type parameters after it invalid.
      const inScope = new Set([...usable, ...parameters.map((candidate) => candidate.name)].filter((name) => !unusable.has(name)));
      const constraint =
        parameter.constraint === undefined ? '' : this.write(parameter.constraint, { declaration: '', usable: inScope, unusable });
      if (constraint === undefined) {
        unusable.add(parameter.name);
        continue;
      }
      usable.add(parameter.name);
      written.push(`${parameter.name}${constraint && ` extends ${constraint}`}`);
    }
    const all = [outer.declaration.replace(/^<|>$/g, ''), ...written].filter(Boolean);
    return { declaration: all.length ? `<${all.join(', ')}>` : '', usable, unusable };
  }

  /** A 1.0 type in our names, or undefined (counted in `fellBack`) when it cannot be written. */
  private write(text: string, typeParameters: TypeParameterScope): string | undefined {
    const rewritten = rewriteTypeText(text, typeParameters.usable, (name, meaning) =>
      typeParameters.unusable.has(name) ? undefined : this.scope.resolve(this.fact.importPath, name, meaning),
    );
    if ('text' in rewritten) return rewritten.text;
    // A type parameter whose constraint could not be written was counted under the constraint's names.
    for (const name of rewritten.unresolved.filter((unresolved) => !typeParameters.unusable.has(unresolved))) {
      this.fellBack.set(name, (this.fellBack.get(name) ?? 0) + 1);
    }
    return undefined;
  }

  /** Our export under test, as the check program reaches it. */
  private reference(): string {
    return `${this.scope.aliasOf(this.fact.importPath)}.${this.fact.name}`;
  }

  /** The instance (or object) type of our export, with `any` for each of our type parameters. */
  private instanceType(self: string): string {
    const count = this.scope.ourName(this.fact.importPath, this.fact.name)?.typeParameters ?? 0;
    return count ? `${self}<${Array(count).fill('any').join(', ')}>` : self;
  }

  private add(label: string, typeParameters: string, parameters: string, body: string): void {
    let unique = label;
    for (let copy = 2; this.labels.has(unique); copy += 1) unique = `${label} (${copy})`;
    this.labels.add(unique);
    const code = `function ${this.nextId()}${typeParameters}(${parameters}) {\n  ${body}\n}`;
    this.checks.push({ importPath: this.fact.importPath, name: this.fact.name, label: unique, code });
  }
}

function noTypeParameters(): TypeParameterScope {
  return { declaration: '', usable: new Set(), unusable: new Set() };
}

/** `a.b`, or `a['action-row']` when the member's name is no identifier. */
function access(self: string, member: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(member) ? `${self}.${member}` : `${self}[${quote(member)}]`;
}

function quote(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}
