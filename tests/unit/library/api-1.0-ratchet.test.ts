import { measureCoverage, type CoverageInput, type PendingNames } from './api-1.0/coverage';
import type { ExportedName } from './api-1.0/exported-kinds';
import { parseApiFacts } from './api-1.0/facts-table';

// The rules of the coverage check on a small made-up table, so each way to fail is shown once.
const table = `## \`pkg\`

| name | kind | signature / members | ours |
|---|---|---|---|
| \`Kit\` | class | constructor \`(): Kit\` | same |
| \`make\` | function | \`(a: string \\| number): Kit\` | same |
| \`Mode\` | const+type | \`{ readonly A: "a"; }\` | - |
| \`Props\` | interface | members: \`a: string\` | - |
| \`Source\` | type (type-only) | \`string \\| number\` | - |
`;
const facts = parseApiFacts(table, 'table.md');

const none: ExportedName = {
  class: false,
  function: false,
  variable: false,
  enum: false,
  interface: false,
  typeAlias: false,
  namespace: false,
  typeOnly: false,
};
const exported = (names: Record<string, Partial<ExportedName>>) =>
  new Map(Object.entries(names).map(([name, kind]) => [name, { ...none, ...kind }]));
const complete = {
  Kit: { class: true },
  make: { function: true },
  Mode: { variable: true, typeAlias: true },
  Props: { interface: true },
  Source: { typeAlias: true, typeOnly: true },
};

function problems(
  ours: Record<string, Partial<ExportedName>>,
  pending: Record<string, PendingNames> = {},
  exceptions: CoverageInput['exceptions'] = [],
): string[] {
  return measureCoverage({
    facts: facts.facts,
    importPaths: facts.importPaths,
    resolved: [{ importPath: 'pkg', file: '/pkg/index.ts' }],
    exports: new Map([['pkg', exported(ours)]]),
    pending,
    exceptions,
    files: { facts: 'table.md', pending: 'pending.ts', exceptions: 'exceptions.ts' },
  }).problems;
}

describe('the 1.0 coverage check', () => {
  it('reads names, kinds, type-only marks and escaped bars', () => {
    expect(facts.facts.map((fact) => [fact.name, fact.kind, fact.typeOnly])).toEqual([
      ['Kit', 'class', false],
      ['make', 'function', false],
      ['Mode', 'const+type', false],
      ['Props', 'interface', false],
      ['Source', 'type', true],
    ]);
    expect(facts.facts[1].signature).toBe('`(a: string | number): Kit`');
  });

  it('passes when every name matches; an interface may be a type alias and a type may be exported either way', () => {
    expect(problems(complete)).toEqual([]);
    expect(problems({ ...complete, Props: { typeAlias: true, typeOnly: true }, Source: { interface: true } })).toEqual([]);
  });

  it('fails for a missing name and for a wrong kind, one line each', () => {
    const { make: _make, ...withoutMake } = complete;
    expect(problems({ ...withoutMake, Kit: { function: true } })).toEqual([
      'pkg  Kit: wrong kind: ours is function; the table has class (table.md:5). Fix the export (only a name not added yet may be listed, under `wrongKind` in pending.ts)',
      'pkg  make: missing; the table has function (table.md:6). Fix the export (only a name not added yet may be listed, under `missing` in pending.ts)',
    ]);
  });

  it('fails when a value reaches 1.0 code only as a type, or a const+type lacks its type', () => {
    expect(problems({ ...complete, Kit: { class: true, typeOnly: true }, Mode: { variable: true } })).toEqual([
      'pkg  Kit: wrong kind: ours is exported with `export type`, so 1.0 code cannot use it as a value; the table has class (table.md:5). Fix the export (only a name not added yet may be listed, under `wrongKind` in pending.ts)',
      'pkg  Mode: wrong kind: ours is const; the table has const+type (table.md:7). Fix the export (only a name not added yet may be listed, under `wrongKind` in pending.ts)',
    ]);
  });

  it('is a ratchet: listed names must stay as listed, and leave the list once they match', () => {
    const { Props: _props, ...withoutProps } = complete;
    const ours = { ...withoutProps, Mode: { variable: true } };
    expect(problems(ours, { pkg: { missing: ['Props'], wrongKind: ['Mode'] } })).toEqual([]);
    expect(problems(complete, { pkg: { missing: ['Props'], wrongKind: ['Mode'] } })).toEqual([
      'pkg  Mode: now matches the table: remove it from `wrongKind` in pending.ts',
      'pkg  Props: now matches the table: remove it from `missing` in pending.ts',
    ]);
    expect(problems({ ...ours, Props: { class: true } }, { pkg: { missing: ['Props'], wrongKind: ['Mode'] } })).toEqual([
      'pkg  Props: listed under `missing` in pending.ts, but wrong kind: ours is class; the table has interface (table.md:8)',
    ]);
  });

  it('rejects list entries the table does not have, and exceptions without a reason', () => {
    expect(problems(complete, { pkg: { missing: ['Prop'] } })).toEqual([
      'pkg  Prop: listed in pending.ts, but the table has no such name at that import path',
    ]);
    const { Mode: _mode, ...withoutMode } = complete;
    expect(problems(withoutMode, {}, [{ importPath: 'pkg', name: 'Mode', reason: ' ', guidePage: 'guide/x.mdx' }])).toEqual([
      'pkg  Mode: a deliberate exception needs a reason and the guide page that tells users, in exceptions.ts',
    ]);
  });

  it('reports every name of an import path that does not resolve, with the reason', () => {
    const result = measureCoverage({
      facts: facts.facts,
      importPaths: facts.importPaths,
      resolved: [{ importPath: 'pkg', problem: 'there is no package pkg in the workspace' }],
      exports: new Map(),
      pending: {},
      exceptions: [],
      files: { facts: 'table.md', pending: 'pending.ts', exceptions: 'exceptions.ts' },
    });
    expect(result.total).toMatchObject({ names: 5, matching: 0, missing: 5 });
    expect(result.problems[0]).toBe(
      'pkg  Kit: missing: the import path does not resolve (there is no package pkg in the workspace); the table has class (table.md:5). Fix the export (only a name not added yet may be listed, under `missing` in pending.ts)',
    );
  });
});
