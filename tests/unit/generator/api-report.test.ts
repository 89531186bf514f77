import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serializeModel, type ApiModel, type ModelItem } from '../../../scripts/api/history/model';
import { firstReportDifference, renderApiReports } from '../../../scripts/api/report/api-report';
import { repoRoot } from './helpers/fixture-site';

/** A model of two packages, as the TypeDoc worker writes one (items sorted by package, kind and name). */
function model(change: (items: ModelItem[]) => void = () => {}): ApiModel {
  const items: ModelItem[] = [
    {
      packageName: 'widgets',
      name: 'Widget',
      kind: 'classes',
      declaration: 'Class',
      path: 'classes/Widget',
      summary: 'A widget.',
      deprecated: false,
      importPaths: ['widgets', 'widgets/jsx'],
      signatures: ['class Widget'],
      members: [
        { name: 'constructor', kind: 'constructor', deprecated: false, signatures: ['new Widget(name: string)'] },
        { name: 'spin', kind: 'method', deprecated: false, signatures: ['spin(times: number): void'] },
      ],
    },
    {
      packageName: 'widgets',
      name: 'countWidgets',
      kind: 'functions',
      declaration: 'Function',
      path: 'functions/countWidgets',
      summary: 'Counts widgets.',
      deprecated: false,
      importPaths: ['widgets'],
      signatures: ['function countWidgets(): number'],
      members: [],
    },
    {
      packageName: '@widgets/extra',
      name: 'oldWidget',
      kind: 'variables',
      declaration: 'Variable',
      path: 'variables/oldWidget',
      summary: 'The old one.',
      deprecated: true,
      importPaths: [],
      signatures: ['const oldWidget: Widget'],
      members: [],
    },
  ];
  change(items);
  return JSON.parse(serializeModel(['widgets', '@widgets/extra'], items)) as ApiModel;
}

describe('the API report', () => {
  it('lists every item of a package with its kind, import paths and signatures, members included', () => {
    const reports = renderApiReports(model());
    expect([...reports.keys()]).toEqual(['widgets.md', 'widgets-extra.md']);
    const widgets = reports.get('widgets.md')!;
    expect(widgets).toContain(
      '### Widget\n\nClass, imported from `widgets`, `widgets/jsx`.\n\n```ts\nclass Widget\n  new Widget(name: string)\n  spin(times: number): void\n```',
    );
    expect(widgets.indexOf('## Classes')).toBeLessThan(widgets.indexOf('## Functions'));
    expect(reports.get('widgets-extra.md')).toContain('Variable, imported from not exported, deprecated.');
    // Same model, same bytes.
    expect(renderApiReports(model())).toEqual(reports);
  });

  const committed = renderApiReports(model());
  it('names the first difference when a signature changes', () => {
    const changed = renderApiReports(model((items) => (items[1]!.signatures = ['function countWidgets(kind?: string): number'])));
    expect(firstReportDifference(committed, changed)).toMatch(
      /^api-report\/widgets\.md:\d+ \(countWidgets\): the report has "function countWidgets\(\): number", the library "function countWidgets\(kind\?: string\): number"$/,
    );
  });

  it('names the first difference when an export is removed', () => {
    const removed = renderApiReports(model((items) => items.splice(1, 1)));
    expect(firstReportDifference(committed, removed)).toMatch(
      /^api-report\/widgets\.md:\d+: the report has countWidgets, which the library no longer exports$/,
    );
  });

  it('names the first difference when a member is added', () => {
    const added = renderApiReports(
      model((items) => items[0]!.members.push({ name: 'stop', kind: 'method', deprecated: false, signatures: ['stop(): void'] })),
    );
    expect(firstReportDifference(committed, added)).toMatch(
      /^api-report\/widgets\.md:\d+ \(Widget\): the report has "```", the library " {2}stop\(\): void"$/,
    );
  });

  it('says nothing when the API is the same', () => {
    expect(firstReportDifference(committed, renderApiReports(model()))).toBeUndefined();
  });

  it('is written and checked by npm run api:report, which fails with one line and the command to run', () => {
    const siteDir = mkdtempSync(path.join(os.tmpdir(), 'ck-api-report-'));
    const writeModel = (value: ApiModel) => {
      mkdirSync(path.join(siteDir, 'docs', 'api-reference'), { recursive: true });
      writeFileSync(path.join(siteDir, 'docs', 'api-reference', 'api-model.json'), JSON.stringify(value));
    };
    const report = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts', 'cli', 'api-report.ts'), '--site', siteDir, ...args], {
        encoding: 'utf8',
      });
    expect(report('--check').stderr.trim()).toBe('error: Next has no API model yet: run npm run api first, then npm run api:report.');
    writeModel(model());
    expect(report().stdout.trim()).toBe('[api:report] wrote api-report/ (2 packages, 3 items).');
    expect(readdirSync(path.join(siteDir, 'api-report')).sort()).toEqual(['widgets-extra.md', 'widgets.md']);
    expect(readFileSync(path.join(siteDir, 'api-report', 'widgets.md'), 'utf8')).toBe(committed.get('widgets.md'));
    expect(report('--check').status).toBe(0);

    writeModel(model((items) => (items[0]!.members[1]!.signatures = ['spin(times?: number): void'])));
    const check = report('--check');
    expect(check.status).toBe(1);
    expect(check.stderr.trim()).toMatch(
      /^error: The public API differs from the API report: api-report\/widgets\.md:\d+ \(Widget\): the report has " {2}spin\(times: number\): void", the library " {2}spin\(times\?: number\): void"\. If the change is meant, run npm run api:report and commit the report with it\.$/,
    );
  }, 30_000);
});
