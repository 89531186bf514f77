import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { countChanges, diffModels } from '../../../scripts/api/history/diff';
import { historyLine, setHistoryLine } from '../../../scripts/api/history/history-line';
import { modelFormat, serializeModel, type ApiModel, type ModelItem, type ModelMember } from '../../../scripts/api/history/model';
import { summariesUpTo } from '../../../scripts/api/history/change-sections';
import { describeCounts, renderChanges } from '../../../scripts/api/history/render-changes';
import { buildTimeline } from '../../../scripts/api/history/timeline';
import { orderVersions, type VersionRef } from '../../../scripts/api/history/version-order';
import { withChangesLink } from '../../../scripts/api/output/index-pages';
import { withChangesEntry, type ApiSidebar } from '../../../scripts/api/output/sidebar';

const kinds: Record<string, ModelItem['kind']> = {
  Class: 'classes',
  Interface: 'types',
  'Type alias': 'types',
  Function: 'functions',
  Variable: 'variables',
  Enum: 'enums',
};

function item(name: string, declaration: string, extra: Partial<ModelItem> = {}): ModelItem {
  const kind = kinds[declaration];
  return {
    packageName: 'lib',
    name,
    kind,
    declaration,
    path: `${kind}/${name}`,
    summary: `The ${name}.`,
    deprecated: false,
    signatures: [`${declaration.toLowerCase()} ${name}`],
    members: [],
    ...extra,
  };
}

function member(name: string, signature: string, extra: Partial<ModelMember> = {}): ModelMember {
  return { name, kind: 'method', deprecated: false, signatures: [signature], ...extra };
}

function model(items: ModelItem[], packages = ['lib']): ApiModel {
  return { format: modelFormat, packages, items };
}

const v1: VersionRef = { name: '1.0.0', label: '1.0.0', docsUrl: '/docs/1.0.0' };
const v2: VersionRef = { name: '2.0.0', label: '2.0.0', docsUrl: '/docs' };
const next: VersionRef = { name: 'current', label: 'Next', docsUrl: '/docs/next' };

describe('diffing two API models', () => {
  const older = model([
    item('Kept', 'Class', {
      members: [
        member('same', 'same(): void'),
        member('gone', 'gone(): void'),
        member('moved', 'moved(a: string): void'),
        member('old', 'old(): void'),
      ],
    }),
    item('Removed', 'Function'),
    item('Retyped', 'Function', { signatures: ['function Retyped(a: string): void'] }),
    item('Shape', 'Class'),
    item('Setting', 'Variable'),
    item('Legacy', 'Variable', { deprecated: true }),
    item('Same', 'Enum'),
    item('Twin', 'Variable'),
    item('Twin', 'Type alias'),
  ]);
  const newer = model([
    item('Kept', 'Class', {
      members: [
        member('same', 'same(): void'),
        member('moved', 'moved(a: string, b?: number): void'),
        member('old', 'old(): void', { deprecated: true }),
        member('fresh', 'fresh(): void'),
      ],
    }),
    item('Added', 'Function'),
    item('Retyped', 'Function', { signatures: ['function Retyped(a: number): void'] }),
    item('Shape', 'Interface'),
    item('Setting', 'Variable', { deprecated: true }),
    item('Legacy', 'Variable'),
    item('Same', 'Enum'),
    item('Twin', 'Type alias'),
    item('Twin', 'Variable'),
  ]);
  const diff = diffModels(older, newer);
  const byName = (name: string) => diff.items.find((entry) => entry.name === name);

  it('finds added and removed items by package and name', () => {
    expect(byName('Added')).toMatchObject({ status: 'added', before: undefined });
    expect(byName('Removed')).toMatchObject({ status: 'removed', after: undefined });
  });

  it('finds changed signatures, kind changes and deprecations', () => {
    expect(byName('Retyped')).toMatchObject({ status: 'changed', signatureChanged: true, kindChanged: false });
    expect(byName('Shape')).toMatchObject({ status: 'changed', kindChanged: true, signatureChanged: true });
    expect(byName('Setting')).toMatchObject({ status: 'changed', deprecation: 'deprecated', signatureChanged: false, members: [] });
    expect(byName('Legacy')).toMatchObject({ status: 'changed', deprecation: 'undeprecated' });
  });

  it('finds members added, removed, changed and deprecated, and leaves unchanged ones out', () => {
    expect(byName('Kept')!.members).toEqual([
      { name: 'fresh', kind: 'method', status: 'added', after: ['fresh(): void'] },
      { name: 'gone', kind: 'method', status: 'removed', before: ['gone(): void'] },
      {
        name: 'moved',
        kind: 'method',
        status: 'changed',
        before: ['moved(a: string): void'],
        after: ['moved(a: string, b?: number): void'],
      },
      { name: 'old', kind: 'method', status: 'unchanged', deprecation: 'deprecated', before: ['old(): void'], after: ['old(): void'] },
    ]);
  });

  it('leaves unchanged items out, pairing a value and a type of one name by kind', () => {
    expect(byName('Same')).toBeUndefined();
    expect(byName('Twin')).toBeUndefined();
    expect(diff.pairs).toHaveLength(newer.items.length);
  });

  it('counts each kind of change, newly deprecated items apart', () => {
    expect(countChanges(diff)).toEqual({ added: 1, removed: 1, changed: 4, deprecated: 1 });
    expect(describeCounts(countChanges(diff))).toBe('1 item added, 1 removed, 4 changed and 1 newly deprecated');
    expect(describeCounts({ added: 0, removed: 0, changed: 2, deprecated: 0 })).toBe('2 items changed');
  });

  it('serializes a model in a stable order, whatever order its items came in', () => {
    expect(serializeModel(['lib'], [...older.items].reverse())).toBe(serializeModel(['lib'], older.items));
  });
});

describe('the history of items across versions', () => {
  const timeline = buildTimeline([
    { version: v1, model: model([item('Old', 'Class'), item('Gone', 'Function'), item('Back', 'Function')]) },
    { version: v2, model: model([item('Old', 'Class', { signatures: ['class Old<T>'] }), item('Fresh', 'Function')]) },
    {
      version: next,
      model: model([item('Old', 'Class', { signatures: ['class Old<T, U>'] }), item('Fresh', 'Function'), item('Back', 'Function')]),
    },
  ]);
  const historyOf = (index: number, name: string) =>
    timeline[index].items.get(timeline[index].model.items.find((entry) => entry.name === name)!)!;

  it('keeps when an item was added and collects the versions it changed in', () => {
    expect(historyOf(0, 'Old')).toEqual({ changedIn: [] });
    expect(historyOf(2, 'Old')).toEqual({ addedIn: undefined, changedIn: [v2, next] });
    expect(historyOf(2, 'Fresh')).toEqual({ addedIn: v2, changedIn: [] });
  });

  it('counts an item that was removed and came back as added again', () => {
    expect(historyOf(2, 'Back')).toEqual({ addedIn: next, changedIn: [] });
  });

  it('compares each version with the one before it; the oldest with none', () => {
    expect(timeline[0].previous).toBeUndefined();
    expect(timeline[2].previous?.version).toBe(v2);
  });

  it('writes the version line, linking each version to its changes page', () => {
    expect(historyLine(historyOf(2, 'Old'), v1)).toBe(
      '**Available since** 1.0.0, the oldest version documented here · **Changed in** [2.0.0](/docs/api-reference/changes), [Next](/docs/next/api-reference/changes)',
    );
    expect(historyLine(historyOf(2, 'Fresh'), v1)).toBe('**Added in** [2.0.0](/docs/api-reference/changes)');
  });
});

describe('setting the history on pages generated before', () => {
  const page =
    '---\ntitle: "X"\n---\n\n<span className="api-kind-badge">Class</span>\n\n**Package:** `lib`\n\n```ts\nimport { X } from \'lib\';\n```\n';

  it('puts the version line above the package line, and replaces it on the next run', () => {
    const once = setHistoryLine(page, '**Added in** 2.0.0', 'classes/X.md');
    expect(once).toContain('Class</span>\n\n**Added in** 2.0.0\n\n**Package:** `lib`');
    expect(setHistoryLine(once, '**Added in** 2.0.0', 'classes/X.md')).toBe(once);
    expect(setHistoryLine(once, '**Available since** 1.0.0', 'classes/X.md')).toBe(
      setHistoryLine(page, '**Available since** 1.0.0', 'classes/X.md'),
    );
  });

  it('names a page it cannot place the line on', () => {
    expect(() => setHistoryLine('# no package', 'x', 'classes/X.md')).toThrow(/classes\/X\.md has no "\*\*Package:\*\*" line/);
  });

  it("links the overview to the changes page after its first paragraph, replacing or removing last run's link", () => {
    const overview = '---\ntitle: "API Reference"\n---\n\nThis reference covers X.\n\n## `lib`\n';
    const linked = withChangesLink(overview, 'See [the changes](./changes.md).');
    expect(linked).toBe('---\ntitle: "API Reference"\n---\n\nThis reference covers X.\n\nSee [the changes](./changes.md).\n\n## `lib`\n');
    expect(withChangesLink(linked, 'See [the changes](./changes.md).')).toBe(linked);
    expect(withChangesLink(linked, undefined)).toBe(overview);
  });

  it('lists the changes second in the sidebar: one page, a category of package pages, or nothing', () => {
    const sidebar: ApiSidebar = [
      { type: 'doc', id: 'api-reference/index', label: 'Overview' },
      { type: 'category', label: 'Classes', collapsed: true, link: { type: 'doc', id: 'api-reference/classes/index' }, items: [] },
    ];
    const single = withChangesEntry(sidebar, 'api-reference', { packagePages: [] });
    expect(single[1]).toEqual({ type: 'doc', id: 'api-reference/changes', label: 'API changes' });
    const split = withChangesEntry(single, 'api-reference', { packagePages: [{ docName: 'changes/lib', label: 'lib' }] });
    expect(split).toHaveLength(3);
    expect(split[1]).toMatchObject({
      type: 'category',
      link: { id: 'api-reference/changes' },
      items: [{ id: 'api-reference/changes/lib', label: 'lib' }],
    });
    expect(withChangesEntry(split, 'api-reference', undefined)).toEqual(sidebar);
  });
});

describe('the order and URLs of versions', () => {
  it('follows versions.json: its first release at /docs, older ones under /docs/<version>, Next last', () => {
    const siteDir = mkdtempSync(path.join(os.tmpdir(), 'ck-order-'));
    writeFileSync(path.join(siteDir, 'versions.json'), JSON.stringify(['0.10.0', '0.9.0']));
    expect(orderVersions(siteDir, ['current', '0.9.0', '0.10.0'])).toEqual([
      { name: '0.9.0', label: '0.9.0', docsUrl: '/docs/0.9.0' },
      { name: '0.10.0', label: '0.10.0', docsUrl: '/docs' },
      { name: 'current', label: 'Next', docsUrl: '/docs/next' },
    ]);
  });

  it('orders releases by number without versions.json', () => {
    const siteDir = mkdtempSync(path.join(os.tmpdir(), 'ck-order-'));
    expect(orderVersions(siteDir, ['0.10.0', '0.9.0', '0.9.1']).map((version) => version.name)).toEqual(['0.9.0', '0.9.1', '0.10.0']);
  });
});

describe('the changes pages of a version with several packages', () => {
  const older = model(
    [item('Cache', 'Class'), item('Shared', 'Function', { signatures: [`function Shared(a: ${'"x" | '.repeat(60)}"y"): void`] })],
    ['lib'],
  );
  const newer = model(
    [
      { ...item('Cache', 'Class'), packageName: '@lib/cache', path: 'classes/Cache' },
      item('Shared', 'Function', { signatures: [`function Shared(a: ${'"x" | '.repeat(60)}"z"): void`] }),
    ],
    ['lib', '@lib/cache'],
  );
  const pages = renderChanges(diffModels(older, newer), { older: v2, newer: next, olderModel: older, newerModel: newer });

  it('writes a summary page and one page per package, listed in the sidebar in package order', () => {
    expect([...pages.files.keys()]).toEqual(['changes.md', 'changes/lib.md', 'changes/lib-cache.md']);
    expect(pages.packagePages).toEqual([
      { docName: 'changes/lib', label: 'lib' },
      { docName: 'changes/lib-cache', label: '@lib/cache' },
    ]);
    expect(pages.files.get('changes.md')).toContain('| [`@lib/cache`](./changes/lib-cache.md) | 1 | 0 | 0 | 0 |');
  });

  it('links package pages to the newer pages one folder up, and tells where a moved item went', () => {
    expect(pages.files.get('changes/lib-cache.md')).toContain('- [`Cache`](../classes/Cache.md), class (moved from `lib`): The Cache.');
    expect(pages.files.get('changes/lib.md')).toContain(
      '- `Cache` ([2.0.0](/docs/api-reference/classes/Cache)), class (moved to `@lib/cache`): The Cache.',
    );
  });

  it('gives an item whose deprecation was lifted a line and no empty table', () => {
    const lifted = renderChanges(diffModels(model([item('Old', 'Class', { deprecated: true })]), model([item('Old', 'Class')])), {
      older: v2,
      newer: next,
      olderModel: model([]),
      newerModel: model([]),
    });
    const page = lifted.files.get('changes.md')!;
    expect(page).toContain(
      '#### [`Old`](./classes/Old.md)\n\nClass · no longer deprecated · [2.0.0 page](/docs/api-reference/classes/Old)\n',
    );
    expect(page).not.toContain('| Change |');
  });

  it('cuts long signatures around their first difference', () => {
    const row = pages.files
      .get('changes/lib.md')!
      .split('\n')
      .find((line) => line.startsWith('| declaration'))!;
    expect(row).toMatch(/^\| declaration \| `…[^`]*"x" \\\| "y"\): void` \| `…[^`]*"x" \\\| "z"\): void` \|$/);
  });
});

describe('long lists of added or removed items', () => {
  const names = (count: number, prefix: string) =>
    Array.from({ length: count }, (_, index) => `${prefix}${String(index).padStart(2, '0')}`);
  const changesOf = (older: ModelItem[], newer: ModelItem[]) =>
    renderChanges(diffModels(model(older), model(newer)), {
      older: v2,
      newer: next,
      olderModel: model(older),
      newerModel: model(newer),
    }).files.get('changes.md')!;

  it(`lists up to ${summariesUpTo} with their kind and summary, more as a paragraph of names with the count`, () => {
    const few = changesOf(
      [],
      names(summariesUpTo, 'F').map((name) => item(name, 'Function')),
    );
    expect(few).toContain('- [`F00`](./functions/F00.md), function: The F00.');
    const many = changesOf(
      names(summariesUpTo + 1, 'Old').map((name) => item(name, 'Interface')),
      names(summariesUpTo + 1, 'New').map((name) => item(name, 'Interface')),
    );
    expect(many).toContain(`**Added** (${summariesUpTo + 1})\n\n[\`New00\`](./types/New00.md) · [\`New01\`](./types/New01.md) · `);
    expect(many).toContain(`**Removed** (${summariesUpTo + 1})\n\n\`Old00\` ([2.0.0](/docs/api-reference/types/Old00)) · `);
    expect(many).not.toContain('The New00.');
  });
});
