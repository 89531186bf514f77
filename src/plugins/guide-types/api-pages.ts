import fs from 'node:fs';
import path from 'node:path';

/**
 * The pages of one version's API reference, read from its api-model.json and the generated
 * Markdown: where each item's page is, and the anchor of each member's heading on it.
 */

interface ModelItem {
  packageName: string;
  name: string;
  kind: string;
  path: string;
  members?: { name: string }[];
}

export interface ApiPages {
  /** The page of a package's item of one of the given kinds (`classes`, `types` ...), tried in order. */
  item(packageName: string, name: string, kinds: readonly string[]): string | undefined;
  /** The page and anchor of a member of the item named `owner` of a package. */
  member(packageName: string | undefined, owner: string, member: string): string | undefined;
}

export function readApiPages(apiDir: string, routeBase: string): ApiPages {
  const model = JSON.parse(fs.readFileSync(path.join(apiDir, 'api-model.json'), 'utf8')) as { items: ModelItem[] };
  const url = (item: ModelItem) => `${routeBase}api-reference/${item.path}`;
  const anchors = new Map<string, Map<string, string>>();
  const anchorsOf = (item: ModelItem) => {
    let found = anchors.get(item.path);
    if (!found) {
      found = memberAnchors(fs.readFileSync(path.join(apiDir, `${item.path}.md`), 'utf8'));
      anchors.set(item.path, found);
    }
    return found;
  };
  return {
    item(packageName, name, kinds) {
      for (const kind of kinds) {
        const item = model.items.find(
          (candidate) => candidate.packageName === packageName && candidate.name === name && candidate.kind === kind,
        );
        if (item) return url(item);
      }
      return undefined;
    },
    member(packageName, owner, member) {
      const items = model.items.filter(
        (candidate) =>
          candidate.name === owner &&
          (packageName === undefined || candidate.packageName === packageName) &&
          candidate.members?.some((own) => own.name === member),
      );
      if (items.length !== 1) return undefined;
      const anchor = anchorsOf(items[0]!).get(member);
      return anchor && `${url(items[0]!)}#${anchor}`;
    },
  };
}

/**
 * Each member's heading anchor on an item page: the generator writes a member as a third-level
 * heading of its name (`### onClick()`), and Docusaurus gives headings GitHub-style ids (lower case,
 * punctuation dropped, `-1` after a repeated one).
 */
export function memberAnchors(markdown: string): Map<string, string> {
  const anchors = new Map<string, string>();
  const used = new Map<string, number>();
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark && (!fence || fenceMark.startsWith(fence))) {
      fence = fence ? undefined : fenceMark;
      continue;
    }
    const heading = fence ? null : /^(#{2,6})\s+(.*?)\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[2]!.replace(/\\(.)/g, '$1');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    const id = count === 0 ? base : `${base}-${count}`;
    const member = /^([\p{L}\p{N}_$]+)(?:\(\))?\??$/u.exec(text)?.[1];
    if (heading[1] === '###' && member && !anchors.has(member)) anchors.set(member, id);
  }
  return anchors;
}
