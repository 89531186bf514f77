import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseApiFacts, type ApiFact } from './api-1.0/facts-table';
import { mismatchKind } from './api-1.0/mismatch-kinds';
import { commandKitOutsideModules } from './api-1.0/outside-modules';
import { NameScope, type ScopeName } from './api-1.0/name-scope';
import { pendingSignatures } from './api-1.0/pending-signatures';
import { resolveImportPaths } from './api-1.0/resolve-import-paths';
import { signatureExceptions } from './api-1.0/signature-exceptions';
import { runSignatureChecks, type SignatureRun } from './api-1.0/signature-program';
import {
  collectPending,
  judgeSignatures,
  renderPendingSignatures,
  type PendingSignatures,
  type SignatureJudgement,
} from './api-1.0/signature-ratchet';
import { rewriteTypeText } from './api-1.0/type-text';

// The signatures of CommandKit 1.0 (the facts file's signature column), checked against
// library-src by compiling a generated program that uses every function, constructor, method and
// member the way 1.0 code may. The rules are at the top of api-1.0/signature-checks.ts.
const repoRoot = path.resolve(__dirname, '..', '..', '..');
const factsFile = path.join(repoRoot, 'tests', 'fixtures', 'commandkit-1.0-api.md');
const pendingFile = path.join(__dirname, 'api-1.0', 'pending-signatures.ts');
const relative = (file: string) => path.relative(repoRoot, file);
const updateCommand = 'UPDATE_PENDING_SIGNATURES=1 npx jest tests/unit/library/api-1.0-signatures.test.ts';
const files = {
  pending: relative(pendingFile),
  exceptions: relative(path.join(__dirname, 'api-1.0', 'signature-exceptions.ts')),
  update: updateCommand,
};
// One compile of the whole library and discord.js's types: seconds, more on a busy machine.
const compileTimeout = 180_000;

// The generated programs go to temporary directories, removed after the run unless a check of
// the real library failed: then the program is kept for reading, and the output says where.
const workDirs = new Set<string>();
function workDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'commandkit-1.0-signatures-'));
  workDirs.add(dir);
  return dir;
}
afterAll(() => {
  for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
});

describe('CommandKit 1.0 signatures', () => {
  it(
    "takes 1.0's parameters in every function, constructor and method, and has 1.0's members (or lists the check as pending)",
    () => {
      const facts = parseApiFacts(readFileSync(factsFile, 'utf8'), relative(factsFile));
      const resolved = resolveImportPaths(facts.importPaths, repoRoot);
      const entries = new Map(resolved.flatMap((entry) => ('file' in entry ? [[entry.importPath, entry.file] as const] : [])));
      const dir = workDir();
      const run = runSignatureChecks({
        facts: facts.facts,
        factsLabel: relative(factsFile),
        entries,
        projectDir: repoRoot,
        outsideModules: commandKitOutsideModules,
        workDir: dir,
      });
      const keep = () => {
        workDirs.delete(dir);
        return `\n(the generated program is kept at ${run.programFile})`;
      };
      if (run.generatorErrors.length)
        throw new Error(`The signature check generated code TypeScript rejects:\n${run.generatorErrors.join('\n')}${keep()}`);

      let pending: PendingSignatures = pendingSignatures;
      if (process.env.UPDATE_PENDING_SIGNATURES === '1') {
        pending = collectPending(run.results, signatureExceptions);
        writeFileSync(pendingFile, renderPendingSignatures(pending, updateCommand));
      }
      const judgement = judgeSignatures(run.results, pending, signatureExceptions, files);
      console.log(formatSummary(run, judgement, facts.facts, pending !== pendingSignatures));
      // One line per problem: import path, name, check, what is wrong and what to do.
      expect(judgement.problems.length ? `${judgement.problems.join('\n')}${keep()}` : '').toBe('');
    },
    compileTimeout,
  );
});

/** The figure, the kinds of mismatch and what limits the check, for the test's output. */
function formatSummary(run: SignatureRun, judgement: SignatureJudgement, facts: readonly ApiFact[], rewrote: boolean): string {
  const notRun = run.notExported.reduce((sum, name) => sum + name.checks, 0);
  const tableNames = new Set(facts.map((fact) => fact.name));
  const fellBack = (inTable: boolean) =>
    [...run.fellBack]
      .filter(([name]) => tableNames.has(name) === inTable)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([name, count]) => `${name} ×${count}`)
      .join(', ') || 'none';
  const failingNames = new Map<string, number>();
  for (const result of run.results.filter((candidate) => candidate.error)) {
    const key = `\`${result.importPath}\` ${result.name}`;
    failingNames.set(key, (failingNames.get(key) ?? 0) + 1);
  }
  return [
    `CommandKit 1.0 signatures: ${judgement.matching} of ${judgement.checks} checks match (${judgement.pending} pending, ${judgement.exceptions} deliberate exceptions).`,
    ...(rewrote ? [`Rewrote ${files.pending} (UPDATE_PENDING_SIGNATURES=1).`] : []),
    `Not run: ${notRun} checks of ${run.notExported.length} names not exported yet (see pending-names.ts).`,
    'Parameters whose 1.0 type names one of these are checked for arity only (times used):',
    `- 1.0 names we do not export yet: ${fellBack(true)};`,
    `- names 1.0 did not export either (or type parameters the table does not declare): ${fellBack(false)}.`,
    ...(run.missingOutsideModules.length
      ? [`Outside modules not found (their names fall back too): ${run.missingOutsideModules.join(', ')}.`]
      : []),
    '',
    '| kind of mismatch | checks | members (or functions) |',
    '|---|---|---|',
    ...judgement.kinds.map(({ kind, checks, members }) => `| ${kind} | ${checks} | ${members} |`),
    '',
    `Names with the most failing checks: ${[...failingNames]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ')}.`,
  ].join('\n');
}

// The rules of the check on a small made-up library and table, so each way to fail is shown once.
describe('the 1.0 signature check', () => {
  const table = `## \`pkg\`

| name | kind | signature / members | ours |
|---|---|---|---|
| \`greet\` | function | \`(name: string, times?: number): string\` | - |
| \`strict\` | function | \`(name: string, times?: number): string\` | - |
| \`narrow\` | function | \`(id: string \\| number): void\` | - |
| \`join\` | function | \`(...parts: string[]): string\` | - |
| \`pick\` | function | \`(key: string): string\`<br>\`(key: string, all: true): string[]\` | - |
| \`useRunner\` | function | \`(runner: AppRunner, name: string): void\` | - |
| \`Store\` | class | constructor \`<T extends object = object>(name: string): Store<T>\`<br>members: \`get: (key: string) => T \\| undefined\`, \`set: (key: string, value: T) => void\`, \`onEnd: (reason: string) => void\`, \`size: number\`, \`name: string\`<br>static: \`create: () => void\` | - |
| \`Plain\` | class | constructor \`<T>(value: T): Plain<T>\`<br>members: \`value: T\` | - |
| \`Options\` | interface | members: \`label: string\`, \`color?: number \\| undefined\`, \`on-end?: (() => void) \\| undefined\`, \`format: (value: number) => string\` | - |
| \`Mode\` | enum | members: \`Fast: Mode.Fast\`, \`Slow: Mode.Slow\` | - |
| \`version\` | const | \`string\` | - |
| \`count\` | const | \`number\` | - |
| \`Later\` | function | \`(x: string): void\` | - |
`;
  const library = `
export function greet(name: string, times?: number): string { return name.repeat(times ?? 1); }
export function strict(name: string, times: number): string { return name.repeat(times); }
export function narrow(id: number): void { void id; }
export function join(...parts: string[]): string { return parts.join(''); }
export function pick(key: string): string;
export function pick(key: string, all: true): string[];
export function pick(key: string, all?: true): string | string[] { return all ? [key] : key; }
export function useRunner(runner: unknown, name: number): void { void runner; void name; }
export abstract class Store<T extends object = object> {
  constructor(public readonly name: string) {}
  abstract get(key: string): T | undefined;
  set(key: string, value: T): void { void key; void value; }
  onEnd?(reason: string): void;
  static create(): void {}
}
export class Plain { value = 1; }
export interface Options { label: string; color: number; 'on-end'?: () => void; format(value: number): string }
export enum Mode { Fast = 'fast' }
export const version: string = '1';
export const count = 'many';
`;
  let run: SignatureRun;
  beforeAll(() => {
    const dir = workDir();
    mkdirSync(path.join(dir, 'pkg'));
    writeFileSync(path.join(dir, 'pkg', 'index.ts'), library);
    const facts = parseApiFacts(table, 'table.md');
    run = runSignatureChecks({
      facts: facts.facts,
      factsLabel: 'table.md',
      entries: new Map([['pkg', path.join(dir, 'pkg', 'index.ts')]]),
      projectDir: repoRoot,
      outsideModules: [],
      workDir: dir,
    });
  }, compileTimeout);

  it('fails exactly the checks whose shape differs, each with its kind of mismatch', () => {
    expect(run.generatorErrors).toEqual([]);
    const failing = run.results.flatMap((result) =>
      result.error ? [`${result.name} ${result.label}: ${mismatchKind(result.error)}`] : [],
    );
    expect(failing).toEqual([
      'strict arity: requires more arguments than 1.0 passes',
      'strict param name: requires more arguments than 1.0 passes',
      "narrow param id: parameter type does not take 1.0's",
      "useRunner param name: parameter type does not take 1.0's",
      'Store .onEnd: optional in ours, always there in 1.0',
      'Store .size: member missing',
      'Plain type parameters: not generic, 1.0 has type parameters',
      'Plain constructor arity: takes fewer arguments than 1.0 passes',
      'Plain constructor param value: takes fewer arguments than 1.0 passes',
      'Options .color: required in ours, optional in 1.0',
      'Mode .Slow: member missing',
      "count value type: value type does not fit 1.0's",
    ]);
  });

  it('passes the checks of matching shapes: optional and rest parameters, overloads, abstract and generic classes, odd member names', () => {
    const passing = run.results.flatMap((result) => (result.error ? [] : [`${result.name} ${result.label}`]));
    expect(passing).toEqual(
      expect.arrayContaining([
        'greet arity',
        'greet param times',
        'join param ...parts',
        'pick overload 2 param all',
        'Store type parameters',
        'Store constructor param name',
        'Store .set param value',
        // An optional method fails its own check only: its parameters are still checked.
        'Store .onEnd param reason',
        'Store static .create arity',
        'Options .on-end',
        'Options .format param value',
        'version value type',
      ]),
    );
  });

  it('checks the arity alone where a type is not exported, and leaves names we do not export to the coverage test', () => {
    expect(run.results.map((result) => `${result.name} ${result.label}`).filter((label) => label.startsWith('useRunner'))).toEqual([
      'useRunner arity',
      'useRunner param name',
    ]);
    expect([...run.fellBack]).toEqual([['AppRunner', 1]]);
    expect(run.notExported).toEqual([{ importPath: 'pkg', name: 'Later', checks: 2 }]);
  });

  it('is a ratchet: listed checks must still fail, failing checks must be listed, exceptions must apply', () => {
    const pending = collectPending(run.results, []);
    expect(judgeSignatures(run.results, pending, [], files).problems).toEqual([]);
    const { strict: _strict, ...withoutStrict } = pending.pkg;
    const exception = { importPath: 'pkg', name: 'Store', member: '.onEnd', reason: 'made up' };
    const problems = judgeSignatures(
      run.results,
      { pkg: { ...withoutStrict, greet: { arity: 'listed by hand' }, gone: { '.x': 'listed by hand' } } },
      [exception, { ...exception, member: '.nothing' }],
      files,
    ).problems;
    expect(problems.map((problem) => problem.replace(/:.*/s, ''))).toEqual([
      'pkg  greet  arity',
      'pkg  strict  arity',
      'pkg  strict  param name',
      'pkg  Store  .onEnd',
      'pkg  gone  .x',
      'pkg  Store  .nothing',
    ]);
    expect(problems[0]).toContain('now matches the 1.0 signature: take it off');
    expect(problems[1]).toContain('a new mismatch with 1.0');
    expect(problems[3]).toContain('both pending');
    expect(problems[4]).toContain('no such check runs');
    expect(problems[5]).toContain('no check of that member fails');
  });

  it('writes the pending list as a module that reads back the same', () => {
    const pending = collectPending(run.results, []);
    const text = renderPendingSignatures(pending, updateCommand);
    expect(text).toContain("    'Options': {\n      '.color': 'required in ours, optional in 1.0',\n    },");
    expect(text).toContain(
      `      'param id': "parameter type does not take 1.0's: Argument of type 'string | number' is not assignable to parameter of type 'number'.",`,
    );
    const body = text.slice(text.indexOf('= {') + 2).replace(/;\s*$/, '');
    expect(new Function(`return (${body});`)()).toEqual(pending);
  });

  it("finds the names of 1.0's types: ours for the table's names, then the outside modules, then globals", () => {
    const facts = parseApiFacts(table, 'table.md').facts;
    const lookup = (names: Record<string, Partial<ScopeName>>) => ({
      get: (name: string) => names[name] && { type: true, value: false, typeParameters: 0, ...names[name] },
    });
    const scope = new NameScope(
      [{ specifier: 'pkg', alias: '$p0', names: lookup({ Options: {}, Helper: {} }) }],
      [{ specifier: 'discord.js', alias: '$x0', names: lookup({ Client: {}, Mode: {}, Helper: {} }) }],
      new Set(['Promise', 'Partial']),
      facts,
    );
    expect(['Options', 'Mode', 'Client', 'Helper', 'Promise', 'AppRunner'].map((name) => scope.resolve('pkg', name, 'type'))).toEqual([
      '$p0.Options',
      // The table's enum, which ours lacks in this made-up scope: never discord.js's of that name.
      undefined,
      '$x0.Client',
      // Not a name of the table: ours may not be 1.0's, the outside module's is.
      '$x0.Helper',
      'Promise',
      undefined,
    ]);
    const resolve = (name: string) => scope.resolve('pkg', name, 'type');
    expect(
      rewriteTypeText('Partial<Options> | (<E extends Client>(event: E, key: keyof T) => Promise<void>)', new Set(['T']), resolve),
    ).toEqual({
      text: 'Partial<$p0.Options> | (<E extends $x0.Client>(event: E, key: keyof T) => Promise<void>)',
    });
    expect(rewriteTypeText('Promise<AppRunner | Mode>', new Set(), resolve)).toEqual({ unresolved: ['AppRunner', 'Mode'] });
  });
});
