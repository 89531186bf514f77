import { pageSlug } from '../../../scripts/api/typedoc/page-slug';

describe('page file names of items', () => {
  it('keeps plain names, as TypeDoc wrote them', () => {
    expect(['CommandKit', 'useCache', 'APIEmbed', '_Omit', 'JSX_Element'].map((name) => pageSlug(name, 'types'))).toEqual([
      'CommandKit',
      'useCache',
      'APIEmbed',
      '_Omit',
      'JSX_Element',
    ]);
    expect(pageSlug('$ref', 'variables')).toBe('_ref');
  });

  it('reduces any other name to ASCII letters, digits, _ and -, the same way every time', () => {
    expect(pageSlug('.hidden', 'variables')).toBe('_hidden');
    expect(pageSlug("it's", 'functions')).toBe('it_s');
    expect(pageSlug('Pair(s)', 'classes')).toBe('Pair_s_');
    expect(pageSlug('café', 'variables')).toBe('cafe');
    expect(pageSlug('ﬁle', 'variables')).toBe('file');
    expect(pageSlug('名前', 'types')).toBe('u540du524d');
    expect(pageSlug('', 'types')).toBe('_');
  });

  it('stays clear of the names Docusaurus gives a meaning: number prefixes and folder pages', () => {
    expect(pageSlug('1-first', 'variables')).toBe('_1-first');
    expect(pageSlug('index', 'functions')).toBe('index_');
    expect(pageSlug('README', 'classes')).toBe('README_');
    expect(pageSlug('Types', 'types')).toBe('Types_');
    expect(pageSlug('Types', 'classes')).toBe('Types');
  });
});
