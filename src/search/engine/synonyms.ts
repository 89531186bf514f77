/**
 * Words a reader uses for what these docs call otherwise: each group's words stand for each other.
 * Kept to plain equivalences of this subject (Discord bots, their files and components), each
 * with its common forms, matched whole: a query word in a group also finds the group's other
 * words, counting as a prefix of the word typed does (the word itself always counts more).
 */
const groups: readonly (readonly string[])[] = [
  ['folder', 'folders', 'directory', 'directories', 'dir'],
  ['block', 'blocks', 'blocked', 'stop', 'stops', 'stopped', 'stopping', 'prevent', 'prevents'],
  ['write', 'writes', 'writing', 'create', 'creates', 'creating'],
  ['dropdown', 'dropdowns', 'select', 'selects'],
  ['form', 'forms', 'modal', 'modals'],
  ['translate', 'translates', 'translated', 'translation', 'translations', 'localize', 'localized', 'localization', 'i18n'],
  ['delete', 'deletes', 'deleted', 'remove', 'removes', 'removed'],
  ['startup', 'start', 'starts', 'bootstrap'],
];

const alternatives = new Map<string, readonly string[]>();
for (const group of groups)
  for (const word of group)
    alternatives.set(
      word,
      group.filter((other) => other !== word),
    );

/** The other words that stand for this one (none for most words). */
export function synonymsOf(word: string): readonly string[] {
  return alternatives.get(word) ?? [];
}
