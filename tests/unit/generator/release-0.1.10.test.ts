import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readTree, repoRoot, runGenerator } from './helpers/fixture-site';

/**
 * The real 0.1.10 reference, generated from the published package: exactly its 25 exports,
 * plus the 5 types they refer to that the package does not export, each marked as such.
 */
describe('the 0.1.10 API reference', () => {
  const result = runGenerator(repoRoot, ['--version', '0.1.10']);
  const outputDir = path.join(repoRoot, 'versioned_docs', 'version-0.1.10', 'api-reference');
  const pages = readTree(outputDir, (file) => !file.endsWith('.md'));

  const exported = {
    classes: ['ButtonKit', 'CommandKit'],
    enums: ['ReloadType'],
    functions: ['createEffect', 'createSignal', 'defineConfig', 'getConfig'],
    types: [
      'AutocompleteProps',
      'CommandData',
      'CommandKitButtonBuilderInteractionCollectorDispatch',
      'CommandKitButtonBuilderInteractionCollectorDispatchContextData',
      'CommandKitButtonBuilderOnEnd',
      'CommandKitConfig',
      'CommandKitEffectCallback',
      'CommandKitSignal',
      'CommandKitSignalInitializer',
      'CommandKitSignalUpdater',
      'CommandObject',
      'CommandOptions',
      'CommandProps',
      'ContextMenuCommandProps',
      'MessageContextMenuCommandProps',
      'SlashCommandProps',
      'UserContextMenuCommandProps',
      'ValidationProps',
    ],
  };
  const notExported = { types: ['CommandKitOptions', 'PartialConfig', 'R', 'ReloadOptions'], variables: ['requiredProps'] };

  it('generates without errors', () => {
    expect(result.status).toBe(0);
  });

  it('has a page for each of the 25 exports and the 5 referenced internals, and nothing else', () => {
    const expected = [
      'index.md',
      ...['classes', 'enums', 'functions', 'types', 'variables'].map((kind) => `${kind}/index.md`),
      ...Object.entries(exported).flatMap(([kind, names]) => names.map((name) => `${kind}/${name}.md`)),
      ...Object.entries(notExported).flatMap(([kind, names]) => names.map((name) => `${kind}/${name}.md`)),
    ].sort();
    expect(Object.keys(pages).sort()).toEqual(expected);
    expect(Object.values(exported).flat()).toHaveLength(25);
  });

  it('shows the import line on exported items and marks the others as not importable', () => {
    expect(pages['enums/ReloadType.md']).toContain("import { ReloadType } from 'commandkit';");
    expect(pages['types/CommandProps.md']).toContain("import type { CommandProps } from 'commandkit';");
    expect(pages['types/CommandKitOptions.md']).toContain(':::note[Not importable]');
    expect(pages['types/CommandKitOptions.md']).not.toContain('import type');
  });

  it('links sources to the published file, external types to discord.js, and dates pages by the publish date', () => {
    const commandKit = pages['classes/CommandKit.md'];
    expect(commandKit).toMatch(/\(https:\/\/unpkg\.com\/browse\/commandkit@0\.1\.10\/dist\/index\.d\.ts#L\d+\)/);
    expect(pages['types/CommandKitOptions.md']).toMatch(
      /\[`Client`\]\(https:\/\/discord\.js\.org\/docs\/packages\/discord\.js\/14\.\d+\.\d+\/Client:Class\)/,
    );
    expect(commandKit).toMatch(/last_update:\n {2}date: "2024-12-13T\d\d:\d\d:\d\d\.\d{3}Z"/);
  });

  it('never has a page with no description, and no item of the unreleased API', () => {
    for (const [file, content] of Object.entries(pages)) {
      expect([file, /\ndescription: "[^"]{10,}"/.test(content)]).toEqual([file, true]);
    }
    expect(pages['variables/version.md']).toBeUndefined();
    expect(pages['types/CommandContext.md']).toBeUndefined();
  });

  it('writes a sidebar that starts with the overview and groups items by kind', () => {
    const sidebar = JSON.parse(readFileSync(path.join(outputDir, 'sidebar.json'), 'utf8')) as { label: string }[];
    expect(sidebar.map((item) => item.label)).toEqual(['Overview', 'Classes', 'Functions', 'Types', 'Enums', 'Variables']);
  });
});
