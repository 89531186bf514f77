// The JSX runtime: evaluation, children flattening, keys, null props, the classic and automatic
// entry points, and the compile-time checks a user's project gets from the JSX namespace.
import { join } from 'node:path';
import ts from 'typescript';
import { ButtonStyle, type ActionRowBuilder, type TextDisplayBuilder } from 'discord.js';
import { Fragment as RuntimeFragment, jsx, jsxs } from 'commandkit/jsx-runtime';
import { jsxDEV } from 'commandkit/jsx-dev-runtime';
import { ActionRow, Button, createElement, Fragment, TextDisplay } from '../../src/index.ts';
import { json } from './jsx-support.ts';

const libraryRoot = join(__dirname, '..', '..');

describe('JSX evaluation', () => {
  it('calls the component once with its props and returns what it returns (no virtual DOM)', () => {
    const calls: unknown[] = [];
    const Echo = (props: { value: number; children?: unknown }) => {
      calls.push(props);
      return { echoed: props.value, children: props.children };
    };
    const result = <Echo value={3}>text</Echo>;
    expect(result).toEqual({ echoed: 3, children: 'text' });
    expect(calls).toEqual([{ value: 3, children: 'text' }]);
  });

  it('evaluates to discord.js builders that serialise to Discord JSON', () => {
    const row = (
      <ActionRow>
        <Button customId="a">A</Button>
      </ActionRow>
    ) as ActionRowBuilder;
    expect(json(row)).toEqual({ type: 1, components: [{ type: 2, custom_id: 'a', label: 'A', style: ButtonStyle.Primary }] });
  });

  it('flattens children at any depth and drops null, undefined, true and false', () => {
    const nested = [['b', ['c', null]], undefined, [[['d']]]];
    const show = false;
    const texts = (
      <>
        {'a'}
        {nested}
        {show && 'hidden'}
        {true}
        {null}
        <>
          {'e'}
          <>{['f']}</>
        </>
      </>
    );
    expect(texts).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('renders conditional children and .map() results beside static ones in a row', () => {
    const pages = [1, 2, 3];
    const showNext = true;
    const showBack = false;
    const row = (
      <ActionRow>
        {showBack && <Button customId="back">Back</Button>}
        <Button customId="first">First</Button>
        {pages.map((page) => (
          <Button key={page} customId={`page-${page}`}>
            {page}
          </Button>
        ))}
        {showNext ? <Button customId="next">Next</Button> : null}
      </ActionRow>
    );
    const data = json(row) as { components: { custom_id: string; label: string }[] };
    expect(data.components.map((button) => [button.custom_id, button.label])).toEqual([
      ['first', 'First'],
      ['page-1', '1'],
      ['page-2', '2'],
      ['page-3', '3'],
      ['next', 'Next'],
    ]);
  });

  it('never turns a key into a label or a prop', () => {
    const seen: unknown[] = [];
    const Spy = (props: Record<string, unknown>) => seen.push(props);
    <Spy key="k1" a={1} />;
    jsx(Spy, { b: 2 }, 'k2');
    createElement(Spy, { key: 'k3', c: 3 });
    expect(seen).toEqual([{ a: 1 }, { b: 2 }, { c: 3 }]);

    const emojiOnly = (<Button key="should-not-show" customId="e" emoji="🎮" />) as { toJSON(): Record<string, unknown> };
    expect(emojiOnly.toJSON()).not.toHaveProperty('label');
    expect(emojiOnly.toJSON()).toMatchObject({ emoji: { name: '🎮' } });
  });

  it('treats "Count: {n}" text children as one label, joined as written', () => {
    const n = 4;
    expect(json(<Button customId="c">Count: {n}</Button>)).toMatchObject({ label: 'Count: 4' });
    expect(
      json(
        <TextDisplay>
          Line {1}
          {'\n'}Line {2}
        </TextDisplay>,
      ),
    ).toEqual({ type: 10, content: 'Line 1\nLine 2' });
  });
});

describe('runtime entry points', () => {
  it('createElement accepts null props, children after the props, and a key prop', () => {
    const Props = (props: Record<string, unknown>) => props;
    expect(createElement(Props, null)).toEqual({});
    expect(createElement(Props, undefined, 'x')).toEqual({ children: 'x' });
    expect(createElement(Props, { key: 1, a: 1, children: 'kept' })).toEqual({ a: 1, children: 'kept' });
    expect(createElement(Props, { a: 1 }, 'x', ['y'])).toEqual({ a: 1, children: ['x', ['y']] });
    const display = createElement(TextDisplay, null, 'Hello ', 'there') as TextDisplayBuilder;
    expect(display.toJSON()).toEqual({ type: 10, content: 'Hello there' });
  });

  it('jsx, jsxs and jsxDEV accept null props and ignore their extra arguments', () => {
    const Props = (props: Record<string, unknown>) => props;
    expect(jsx(Props, null)).toEqual({});
    expect(jsxs(Props, { children: ['a', 'b'] }, 'key')).toEqual({ children: ['a', 'b'] });
    expect(jsxDEV(Props, { a: 1 })).toEqual({ a: 1 });
  });

  it('Fragment is the same function everywhere and returns a flat array', () => {
    expect(RuntimeFragment).toBe(Fragment);
    expect(Fragment(null)).toEqual([]);
    expect(Fragment({ children: 'one' })).toEqual(['one']);
    expect(Fragment({ children: [[1, [2]], false, 3] })).toEqual([1, 2, 3]);
  });

  it('rejects tags that are not functions with a clear error', () => {
    expect(() => createElement('div', null)).toThrow(
      new TypeError(
        'JSX tags must be CommandKit components (functions such as Button or ActionRow), but got <div>. Lowercase tags like <div> are not supported.',
      ),
    );
    expect(() => jsx(undefined, {})).toThrow(
      'JSX tags must be CommandKit components (functions such as Button or ActionRow), but got a undefined.',
    );
  });
});

// The JSX namespace: what a user's project compiles against. Sources are type-checked with the
// library's tsconfig (jsx react-jsx, jsxImportSource commandkit, resolved to src/ by `paths`).
describe('type checking in a user project', () => {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(libraryRoot, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  )!;

  /** The error messages TypeScript reports for `source`, placed in tests/components/. */
  function diagnostics(source: string): string[] {
    const file = join(__dirname, '__virtual__.tsx');
    const host = ts.createCompilerHost(config.options);
    const readFile = host.readFile.bind(host);
    const getSourceFile = host.getSourceFile.bind(host);
    host.readFile = (name) => (name === file ? source : readFile(name));
    host.fileExists = (
      (exists) => (name: string) =>
        name === file || exists(name)
    )(host.fileExists.bind(host));
    host.getSourceFile = (name, language, ...rest) =>
      name === file ? ts.createSourceFile(name, source, language, true, ts.ScriptKind.TSX) : getSourceFile(name, language, ...rest);
    const program = ts.createProgram([file], { ...config.options, noUnusedLocals: false }, host);
    return ts
      .getPreEmitDiagnostics(program, program.getSourceFile(file))
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  }

  const header = `import { ActionRow, Button, Modal, ShortInput, Container, TextDisplay, Separator } from '../../src/index.ts';\n`;

  it('accepts correct elements', () => {
    expect(
      diagnostics(`${header}
export const row = (
  <ActionRow>
    <Button customId="a" style="danger" emoji="🗑️">Delete</Button>
    {[1, 2].map((n) => <Button key={n} customId={\`n\${n}\`}>{n}</Button>)}
    {false && <Button url="https://example.com">Docs</Button>}
  </ActionRow>
);
export const modal = <Modal title="Hi"><ShortInput customId="a" label="A" required={false} /></Modal>;
export const box = <Container accentColor="Blurple"><TextDisplay>x</TextDisplay><Separator spacing="large" /></Container>;
export const list: unknown[] = <>{row}{box}</>;
`),
    ).toEqual([]);
  }, 60_000);

  it('reports an unknown prop, a wrong prop type, a missing required prop and a lowercase tag', () => {
    const errors = diagnostics(`${header}
export const a = <Button customId="a" labl="typo">A</Button>;
export const b = <Button customId="b" style="blue">B</Button>;
export const c = <Modal customId="m"><ShortInput customId="x" label="X" /></Modal>;
export const d = <ShortInput customId="y" />;
export const e = <div />;
export const f = <Separator>text</Separator>;
`);
    expect(errors).toEqual([
      expect.stringContaining("Property 'labl' does not exist on type 'IntrinsicAttributes & ButtonProps'"),
      expect.stringContaining(`Type '"blue"' is not assignable to type`),
      expect.stringContaining("Property 'title' is missing"),
      expect.stringContaining("Property 'label' is missing"),
      expect.stringContaining("Property 'div' does not exist on type 'JSX.IntrinsicElements'"),
      expect.stringContaining("'div' cannot be used as a JSX component."),
      "Type '{ children: string; }' has no properties in common with type 'IntrinsicAttributes & SeparatorProps'.",
    ]);
  }, 60_000);
});
