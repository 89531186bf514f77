import { existsSync, mkdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { backgroundStarter } from './helpers/background';
import { makeSite, readTree, repoRoot, repository, runGeneratorInBackground, type RunResult } from './helpers/fixture-site';
import { copyFixtureInto, gitCheckoutsOf, makeGitRepo } from './helpers/git-repo';

/**
 * tests/fixtures/pattern-monorepo is a pnpm workspace built the way real monorepos are: ten
 * packages under `packages/`, each showing one pattern the generator meets in the wild (the cases
 * below), with the workspace's own pnpm-lock.yaml (after changing a package.json there, refresh it
 * with `npx -y pnpm@9.15.9 install --lockfile-only` in that folder). It is tagged in git and
 * documented as one version of all its packages, in a single generator run that starts while Jest
 * collects the suite; every case reads that run's pages.
 *
 * Each case lists the pages its package gets, written by hand from the fixture's source: an item
 * has its page under the package that declares it, whichever packages re-export it.
 */
const fixture = path.join(repoRoot, 'tests', 'fixtures', 'pattern-monorepo');

const repo = makeGitRepo();
copyFixtureInto(fixture, repo.dir, '.');
const commit = repo.commitAll('fx 2.1.0', '2025-05-06T10:00:00Z');
repo.git('tag', 'v2.1.0');
const siteDir = makeSite(
  { repository, versions: [{ name: '2.1.0', source: { type: 'git', repository: repo.dir, ref: 'v2.1.0', path: 'packages' } }] },
  { withFixture: false },
);
mkdirSync(path.join(siteDir, 'versioned_docs', 'version-2.1.0'), { recursive: true });
const run = backgroundStarter(1)(() => runGeneratorInBackground(siteDir));

/** The two type errors of `@fx/dial` (case 6), and no other: TypeScript 5.9 sees every other package as sound. */
const typeErrorLine =
  '[api] 2.1.0: warning: its source has 2 type errors, documented without type checking ("typeCheck": "lenient"); ' +
  `the first: dial/src/index.ts:8:15 - error TS2305: Module '"@fx/core"' has no exported member 'GearShape'.`;

/** Each package of the fixture, the pattern it shows, and the item pages it gets. */
const cases = [
  {
    pattern: 'the base package, whose `types` field (no `exports`) names a build that is not committed',
    packageName: '@fx/core',
    pages: ['classes/Gear.md', 'types/GearOptions.md'],
  },
  {
    pattern: 'case 1, `workspace:` and `catalog:` protocols',
    packageName: '@fx/clock',
    pages: ['classes/Clock.md', 'functions/gearing.md'],
  },
  {
    pattern: 'case 2, project references: types from a referenced project',
    packageName: '@fx/timer',
    pages: ['classes/Timer.md', 'types/TimerState.md'],
  },
  {
    pattern: 'case 3, `exports` with nested conditions and a subpath',
    packageName: '@fx/format',
    pages: ['functions/formatDuration.md', 'functions/pad.md', 'types/DurationStyle.md', 'variables/separator.md'],
  },
  {
    pattern: 'case 4, a declaration-only entry point',
    packageName: '@fx/events',
    pages: ['functions/emit.md', 'functions/on.md', 'types/Listener.md', 'types/TurnEvent.md'],
  },
  {
    pattern: 'case 5, re-exports across packages: pages only for its own items',
    packageName: '@fx/kit',
    pages: ['functions/createKit.md', 'types/Kit.md'],
  },
  {
    pattern: 'case 6, a type error under TypeScript 5.9, documented leniently',
    packageName: '@fx/dial',
    pages: ['functions/markMemory.md', 'functions/paint.md', 'types/DialStyle.md'],
  },
  {
    pattern: 'case 7, a build its tsconfig lays out: `source/` into `lib/`, an `.mts` module among them',
    packageName: '@fx/motor',
    pages: ['classes/Motor.md', 'functions/turnsIn.md', 'types/MotorSpeed.md'],
  },
  {
    pattern: 'case 8, no `exports`: types found through `typesVersions`, which also names a sub-path',
    packageName: '@fx/units',
    pages: ['functions/circumference.md', 'functions/fromInches.md', 'types/Millimetres.md', 'variables/millimetresPerInch.md'],
  },
  {
    pattern: "case 9, the DOM library, which only this package's tsconfig adds",
    packageName: '@fx/panel',
    pages: ['functions/drawGear.md', 'types/PanelTheme.md'],
  },
];

describe('a pnpm monorepo of real-world patterns, documented as one version of ten packages', () => {
  let result: RunResult;
  let pages: Record<string, string>;
  let checkout: string;
  beforeAll(async () => {
    result = await run;
    // A failed run writes no pages: the first case then shows its error line.
    const outputDir = path.join(siteDir, 'versioned_docs', 'version-2.1.0', 'api-reference');
    pages = existsSync(outputDir) ? readTree(outputDir, (file) => !file.endsWith('.md')) : {};
    [checkout] = gitCheckoutsOf(siteDir);
  }, 600_000);

  /** The pages whose package line names `packageName` (the line the reader sees under the title). */
  const pagesOfPackage = (packageName: string) =>
    Object.keys(pages).filter((file) => new RegExp(`^\\*\\*Package:\\*\\* \`${packageName}\`( ·|$)`, 'm').test(pages[file]));

  it('documents it in one run whose one warning is the type errors of @fx/dial', () => {
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout.split('\n').filter((line) => /warning/i.test(line))).toEqual([typeErrorLine]);
  });

  it("writes each package's pages and the index pages, nothing else", () => {
    const indexPages = ['classes/index.md', 'functions/index.md', 'index.md', 'types/index.md', 'variables/index.md'];
    expect(Object.keys(pages).sort()).toEqual([...indexPages, ...cases.flatMap((entry) => entry.pages)].sort());
    expect(pages['index.md']).toContain(
      '10 packages, `@fx/core`, `@fx/events`, `@fx/format`, `@fx/motor`, `@fx/panel`, `@fx/units`, `@fx/clock`, `@fx/dial`, `@fx/kit` and `@fx/timer`',
    );
  });

  it.each(cases)('$packageName ($pattern) gets exactly its own pages', ({ packageName, pages: expected }) => {
    expect(pagesOfPackage(packageName).sort()).toEqual([...expected].sort());
  });

  it('case 1: installs the `workspace:` packages as links to their folders and the `catalog:` version from the registry', () => {
    const modules = (folder: string) => path.join(checkout, 'packages', folder, 'node_modules');
    expect(realpathSync(path.join(modules('clock'), '@fx', 'core'))).toBe(realpathSync(path.join(checkout, 'packages', 'core')));
    expect(realpathSync(path.join(modules('kit'), '@fx', 'format'))).toBe(realpathSync(path.join(checkout, 'packages', 'format')));
    expect(existsSync(path.join(modules('clock'), 'tiny-invariant', 'package.json'))).toBe(true);
    expect(pages['classes/Clock.md']).toContain('| readonly [`Gear`](Gear.md)[] |');
  });

  it("case 2: takes a referenced project's types from its source, neither built nor installed", () => {
    expect(existsSync(path.join(checkout, 'packages', 'core', 'dist'))).toBe(false);
    expect(existsSync(path.join(checkout, 'packages', 'timer', 'node_modules', '@fx', 'core'))).toBe(false);
    expect(pages['classes/Timer.md']).toContain('| `gear` | [`Gear`](Gear.md) | The gear whose turns are counted. |');
    expect(pages['classes/Timer.md']).toContain(`(${repository}/blob/${commit}/packages/timer/src/index.ts#L`);
  });

  it('case 3: documents the main entry and the `./helpers` subpath from the source, each item with its import path', () => {
    expect(pages['functions/pad.md']).toContain("```ts\nimport { pad } from '@fx/format/helpers';\n```");
    expect(pages['variables/separator.md']).toContain("```ts\nimport { separator } from '@fx/format/helpers';\n```");
    expect(pages['functions/formatDuration.md']).toMatch(/^import \{ formatDuration \} from '@fx\/format';$/m);
    expect(pages['functions/formatDuration.md']).toContain(`(${repository}/blob/${commit}/packages/format/src/index.ts#L`);
    expect(pages['index.md']).toContain('Import its items from `@fx/format`, `@fx/format/helpers`.');
  });

  it('case 4: documents the hand-written declarations, linked to the .d.ts file', () => {
    expect(pages['functions/on.md']).toContain("```ts\nimport { on } from '@fx/events';\n```");
    expect(pages['functions/on.md']).toContain(`(${repository}/blob/${commit}/packages/events/index.d.ts#L`);
    expect(pages['types/Listener.md']).toContain('| `event` | [`TurnEvent`](TurnEvent.md) |');
  });

  it("case 5: lists a re-exported item's page under its own package with both import paths, and links to it from the re-exporter", () => {
    expect(pages['classes/Gear.md']).toContain(
      "**Package:** `@fx/core` · one class, importable from 2 paths:\n\n```ts\nimport { Gear } from '@fx/core';\nimport { Gear } from '@fx/kit';\n```",
    );
    expect(pages['types/GearOptions.md']).toContain(
      "import type { GearOptions } from '@fx/core';\nimport type { GearOptions } from '@fx/kit';",
    );
    // `export *` re-exports the main entry of @fx/format, not its subpath.
    expect(pages['functions/formatDuration.md']).toContain(
      "import { formatDuration } from '@fx/format';\nimport { formatDuration } from '@fx/kit';",
    );
    expect(pages['functions/pad.md']).not.toContain('@fx/kit');
    expect(pages['types/Kit.md']).toContain('| [`Gear`](../classes/Gear.md)[] |');
    expect(pages['functions/createKit.md']).toContain('A kit with one [Gear](../classes/Gear.md) per tooth count.');
  });

  it('case 6: renders the erroneous type as written, and the rest of the package as declared', () => {
    expect(pages['functions/paint.md']).toContain('| `shape` | `GearShape` | The gear the dial shows. |');
    expect(pages['functions/paint.md']).toContain('| `style` | [`DialStyle`](../types/DialStyle.md) | How the dial is drawn. |');
    expect(pages['functions/markMemory.md']).toMatch(/^> \*\*markMemory\*\*\(`marks`\): \[`ArrayBuffer`\]\(/m);
  });

  it("case 7: traces `lib/` back to `source/` as the package's tsconfig says, and a `.d.mts` to its `.mts`", () => {
    expect(pages['classes/Motor.md']).toContain(`(${repository}/blob/${commit}/packages/motor/source/index.ts#L`);
    expect(pages['functions/turnsIn.md']).toContain(`(${repository}/blob/${commit}/packages/motor/source/drive.mts#L`);
    expect(pages['functions/turnsIn.md']).toContain("```ts\nimport { turnsIn } from '@fx/motor/drive';\n```");
    expect(pages['functions/turnsIn.md']).toContain('| `motor` | [`Motor`](../classes/Motor.md) | The motor that runs. |');
  });

  it('case 8: takes the types that `typesVersions` maps for TypeScript 5.9, and its named sub-path, from their source', () => {
    expect(pages['functions/circumference.md']).toContain("```ts\nimport { circumference } from '@fx/units';\n```");
    expect(pages['functions/circumference.md']).toContain(`(${repository}/blob/${commit}/packages/units/src/index.ts#L`);
    expect(pages['functions/fromInches.md']).toContain("```ts\nimport { fromInches } from '@fx/units/metric';\n```");
    expect(pages['functions/fromInches.md']).toContain(`(${repository}/blob/${commit}/packages/units/src/metric.ts#L`);
    expect(pages['index.md']).toContain('Import its items from `@fx/units`, `@fx/units/metric`.');
  });

  it("case 9: gives the program the DOM library one package's tsconfig adds, so that package's DOM types resolve", () => {
    expect(pages['functions/drawGear.md']).toContain(
      '| `canvas` | [`HTMLCanvasElement`](https://developer.mozilla.org/docs/Web/API/HTMLCanvasElement) | `undefined` | The canvas to draw on. |',
    );
  });

  it('names the library as the root package.json does, never CommandKit: overview, kind pages, an undocumented item', () => {
    expect(pages['index.md']).toContain(
      'description: "Every class, function, type, enum and variable of fx-patterns 2.1.0, generated from its source."',
    );
    expect(pages['index.md']).toContain('This reference covers fx-patterns 2.1.0: 28 items of 10 packages,');
    expect(pages['types/index.md']).toContain('description: "The 10 types of fx-patterns 2.1.0."\n');
    expect(pages['types/index.md']).toContain('\nThe types of fx-patterns 2.1.0.\n');
    // PanelTheme has no doc comment: its summary is the generator's.
    expect(pages['types/PanelTheme.md']).toContain('description: "Type alias PanelTheme of fx-patterns 2.1.0: \\"light\\" | \\"dark\\"."');
    expect(Object.keys(pages).filter((file) => pages[file].includes('CommandKit'))).toEqual([]);
  });
});
