import type { ApiModel, ModelItem } from '../history/model';
import type { ItemKind } from '../typedoc/job';

/**
 * The API report: one reviewed text file per package of Next (`api-report/commandkit.md`), every
 * public item with its kind, import paths and one-line signatures, members included, made from
 * the API model the changes page compares. It is committed, so a change to a public name or
 * signature shows in review as a diff of this file, and `npm test` fails until it is updated.
 */

export const reportDir = 'api-report';

const kindHeadings: Record<ItemKind, string> = {
  classes: 'Classes',
  enums: 'Enums',
  functions: 'Functions',
  types: 'Types',
  variables: 'Variables',
};

/** `commandkit` → `commandkit.md`, `@commandkit/redis` → `commandkit-redis.md`. */
export function reportFileName(packageName: string): string {
  return `${packageName.replace(/^@/, '').replace(/\//g, '-')}.md`;
}

/** Every package's report: file name (inside api-report/) → text. Same model in, same bytes out. */
export function renderApiReports(model: ApiModel): Map<string, string> {
  const reports = new Map<string, string>();
  for (const packageName of model.packages) {
    const items = model.items.filter((item) => item.packageName === packageName);
    const lines = [
      `# ${packageName}: public API`,
      '',
      "Written by `npm run api:report` from Next's API model. `npm test` fails when the library's public API",
      'differs from this file: review a change to it as a change of the API.',
    ];
    for (const kind of Object.keys(kindHeadings) as ItemKind[]) {
      const ofKind = items.filter((item) => item.kind === kind);
      if (ofKind.length === 0) continue;
      lines.push('', `## ${kindHeadings[kind]}`);
      for (const item of ofKind) lines.push('', ...renderItem(item));
    }
    reports.set(reportFileName(packageName), `${lines.join('\n')}\n`);
  }
  return reports;
}

function renderItem(item: ModelItem): string[] {
  const imports = item.importPaths?.length ? item.importPaths.map((path) => `\`${path}\``).join(', ') : 'not exported';
  const deprecated = (is: boolean) => (is ? ' // deprecated' : '');
  return [
    `### ${item.name}`,
    '',
    `${item.declaration}, imported from ${imports}${item.deprecated ? ', deprecated' : ''}.`,
    '',
    '```ts',
    ...item.signatures,
    ...item.members.flatMap((member) => member.signatures.map((signature) => `  ${signature}${deprecated(member.deprecated)}`)),
    '```',
  ];
}

/**
 * The first difference between the committed reports and the library's, as one line naming the
 * file, the line and the item: one the library lost, one the report lacks, or the first line of an
 * item that changed. Undefined when they are the same.
 */
export function firstReportDifference(committed: Map<string, string>, current: Map<string, string>): string | undefined {
  const files = [...new Set([...committed.keys(), ...current.keys()])].sort();
  for (const file of files) {
    const before = committed.get(file);
    const after = current.get(file);
    if (before === after) continue;
    if (before === undefined) return `${reportDir}/${file} is missing: the library has a package the report does not cover`;
    if (after === undefined) return `${reportDir}/${file} covers a package the library no longer documents`;
    return firstDifferenceIn(file, before.split('\n'), after.split('\n'));
  }
  return undefined;
}

/**
 * The items of a report (`### name` to the next heading), in order, with the line each starts at,
 * by kind and name (one package may have a type and a variable of one name), e.g. `Classes Widget`.
 */
function itemsOf(lines: string[]): Map<string, { name: string; line: number; text: string[] }> {
  const items = new Map<string, { name: string; line: number; text: string[] }>();
  let section = '';
  let current: string[] | undefined;
  lines.forEach((line, index) => {
    if (line.startsWith('### ')) {
      current = [];
      items.set(`${section} ${line.slice(4)}`, { name: line.slice(4), line: index + 1, text: current });
    } else if (line.startsWith('#')) {
      if (line.startsWith('## ')) section = line.slice(3);
      current = undefined;
    }
    current?.push(line);
  });
  return items;
}

function firstDifferenceIn(file: string, before: string[], after: string[]): string {
  const old = itemsOf(before);
  const now = itemsOf(after);
  const names = [...new Set([...old.keys(), ...now.keys()])].sort(
    (a, b) => (old.get(a)?.line ?? now.get(a)!.line) - (old.get(b)?.line ?? now.get(b)!.line),
  );
  for (const key of names) {
    const was = old.get(key);
    const is = now.get(key);
    const name = (was ?? is)!.name;
    if (!is) return `${reportDir}/${file}:${was!.line}: the report has ${name}, which the library no longer exports`;
    if (!was) return `${reportDir}/${file}:${is.line}: the library exports ${name}, which the report does not list`;
    const index = was.text.findIndex((line, i) => line !== is.text[i]);
    if (index < 0 && was.text.length === is.text.length) continue;
    const at = index < 0 ? Math.min(was.text.length, is.text.length) : index;
    const reported = was.text[at] === undefined ? 'nothing more' : `"${was.text[at]}"`;
    const actual = is.text[at] === undefined ? 'nothing more' : `"${is.text[at]}"`;
    return `${reportDir}/${file}:${was.line + at} (${name}): the report has ${reported}, the library ${actual}`;
  }
  // Only the text around the items differs (the header, a kind heading).
  const index = before.findIndex((line, i) => line !== after[i]);
  return `${reportDir}/${file}:${index + 1}: the report has "${before[index] ?? ''}", the library "${after[index] ?? ''}"`;
}
