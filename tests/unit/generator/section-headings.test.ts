import { plainSectionHeadings, withoutBareReturns } from '../../../scripts/api/typedoc/section-headings';

describe("the headings of a member's parts", () => {
  it('writes levels 4 to 6 of plain words as HTML headings, and leaves the rest as they are', () => {
    const page = [
      '### start()',
      '',
      '#### Parameters',
      '',
      '##### Returns',
      '',
      '#### `code` title',
      '#### Returns x1',
      '###### Type Parameters',
    ].join('\n');
    expect(plainSectionHeadings(page).split('\n')).toEqual([
      '### start()',
      '',
      '<h4>Parameters</h4>',
      '',
      '<h5>Returns</h5>',
      '',
      '#### `code` title',
      '#### Returns x1',
      '<h6>Type Parameters</h6>',
    ]);
  });

  it('leaves lines inside fenced code alone, until the fence closes with at least its own length', () => {
    const page = ['````md', '#### Returns', '```', '#### Throws', '````', '#### Example'].join('\n');
    expect(plainSectionHeadings(page).split('\n')).toEqual(['````md', '#### Returns', '```', '#### Throws', '````', '<h4>Example</h4>']);
  });
});

describe('Returns sections', () => {
  it('leaves out one that only repeats the return type, before the next member, part or the end', () => {
    const page = [
      '> **stop**(): `void`',
      '',
      '<h4>Returns</h4>',
      '',
      '`void`',
      '',
      '***',
      '',
      '> **size**(): `number`',
      '',
      '<h4>Returns</h4>',
      '',
      '`number`',
      '',
      '<h4>Throws</h4>',
      '',
      'Never.',
      '',
      '<h5>Returns</h5>',
      '',
      '`string`',
      '',
    ].join('\n');
    expect(withoutBareReturns(page)).toBe(
      ['> **stop**(): `void`', '', '***', '', '> **size**(): `number`', '', '<h4>Throws</h4>', '', 'Never.', '', ''].join('\n'),
    );
  });

  it('keeps one that says more than the type, or describes a returned object', () => {
    const described = ['<h4>Returns</h4>', '', '`boolean`', '', 'Whether it ran.', '', '***', ''].join('\n');
    const shaped = ['<h4>Returns</h4>', '', '`object`', '', '<h5>id</h5>', '', '`string`', '', '***', ''].join('\n');
    expect(withoutBareReturns(described)).toBe(described);
    expect(withoutBareReturns(shaped)).toBe(shaped);
  });
});
