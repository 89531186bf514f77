import { indexFormatVersion, type ExtractedRecord, type Shard } from '../../search/index-format';

/**
 * Groups records by language and docs version tag and stores each string once per shard. Pages
 * and sections come out in the order of `records` (document order within a page), sorted by path
 * so the output does not depend on the order files were read in.
 */
export function buildShards(records: readonly ExtractedRecord[]): Shard[] {
  const groups = new Map<string, ExtractedRecord[]>();
  for (const record of records) {
    const key = `${record.language}\u0000${record.docusaurus_tag}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = []));
    group.push(record);
  }
  return [...groups.values()]
    .map(compactShard)
    .sort((a, b) => a.language.localeCompare(b.language) || a.docusaurus_tag.localeCompare(b.docusaurus_tag));
}

function compactShard(records: ExtractedRecord[]): Shard {
  const byPath = new Map<string, ExtractedRecord[]>();
  for (const record of records) {
    let list = byPath.get(record.path);
    if (!list) byPath.set(record.path, (list = []));
    list.push(record);
  }
  const shard: Shard = {
    format: indexFormatVersion,
    language: records[0].language,
    docusaurus_tag: records[0].docusaurus_tag,
    pages: [],
    sections: [],
    contents: [],
  };
  for (const path of [...byPath.keys()].sort()) {
    const pageRecords = byPath.get(path)!;
    const { lvl0, lvl1 } = pageRecords[0].hierarchy;
    const page = shard.pages.push([path, lvl0, lvl1]) - 1;
    let section = -1;
    for (const record of pageRecords) {
      if (record.type === 'content') {
        if (section < 0) section = shard.sections.push([page, record.anchor, record.hierarchy.lvl2, record.hierarchy.lvl3]) - 1;
        shard.contents.push([section, record.content ?? '']);
      } else {
        section = shard.sections.push([page, record.anchor, record.hierarchy.lvl2, record.hierarchy.lvl3]) - 1;
      }
    }
  }
  return shard;
}
