import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { createElement, Suspense, use, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { Helmet as LibraryHelmet, HelmetProvider as LibraryHelmetProvider } from 'react-helmet-async';
import type { GlobalDoc, GlobalPluginData, GlobalVersion } from '@docusaurus/plugin-content-docs/client';
import * as fastUtils from '../../../src/plugins/fast-render/docs-client-utils';

// Outside the bundler, Docusaurus' router alias is react-router itself, which it re-exports.
// eslint-disable-next-line @typescript-eslint/no-require-imports
jest.mock('@docusaurus/router', () => require('react-router'), { virtual: true });
// eslint-disable-next-line @typescript-eslint/no-require-imports
const addStaticPathPrefilter = require('../../../src/plugins/fast-render/match-path-loader.cjs') as (
  this: { resourcePath: string },
  source: string,
) => string;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const sortKeysWithoutLocale = require('../../../src/plugins/fast-render/shallow-memo-loader.cjs') as (
  this: { resourcePath: string },
  source: string,
) => string;

const siteDir = path.resolve(__dirname, '..', '..', '..');
const nodeModules = path.join(siteDir, 'node_modules');

/** Evaluates a CommonJS module's source with the real `require`, as the bundler would include it. */
function evaluateCommonJs<T>(source: string, file: string): T {
  const module = { exports: {} as T };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const localRequire = (id: string) => require(id.startsWith('.') ? path.resolve(path.dirname(file), id) : id);
  new Function('module', 'exports', 'require', source)(module, module.exports, localRequire);
  return module.exports;
}

type MatchPath = (pathname: string, options: object | string) => unknown;

describe('the matchPath prefilter', () => {
  const file = path.join(nodeModules, 'react-router', 'cjs', 'react-router.js');
  const original = readFileSync(file, 'utf8');
  const patched = addStaticPathPrefilter.call({ resourcePath: file }, original);
  const stock = evaluateCommonJs<{ matchPath: MatchPath }>(original, file).matchPath;
  const fast = evaluateCommonJs<{ matchPath: MatchPath }>(patched, file).matchPath;

  it('patches the installed react-router', () => {
    expect(patched).toContain('if (!mayMatchStaticPath(pathname, path)) return null;');
  });

  const paths = [
    '/',
    '',
    '/docs',
    '/docs/',
    '/docs/next',
    '/Docs/Next/Intro',
    '/docs/:version/intro',
    '/docs/*',
    '/docs/(next|v1)',
    '/docs/ünicode',
    '/docs/a.b',
  ];
  const pathnames = [
    '/',
    '',
    '/docs',
    '/docs/',
    '/DOCS/next/',
    '/docs/next',
    '/docs/next/intro',
    '/docs/next/intro/',
    '/docs/next/intro//',
    '/docsnext',
    '/docs/v1/intro',
    '/docs/ünicode',
    '/docs/ÜNICODE',
    '/docs/a.b',
    '/docs/axb',
    '/\u212Aey',
    '/docs/next/\u0130ntro',
  ];
  const optionSets = [
    {},
    { exact: true },
    { exact: true, strict: true },
    { strict: true },
    { sensitive: true },
    { exact: true, sensitive: true },
  ];

  it('answers exactly as react-router does', () => {
    let compared = 0;
    for (const pathname of pathnames) {
      for (const routePath of paths) {
        for (const options of optionSets) {
          expect([pathname, routePath, options, fast(pathname, { ...options, path: routePath })]).toEqual([
            pathname,
            routePath,
            options,
            stock(pathname, { ...options, path: routePath }),
          ]);
          compared++;
        }
      }
      expect(fast(pathname, '/docs/next')).toEqual(stock(pathname, '/docs/next'));
      expect(fast(pathname, { path: ['/nope', '/docs/next'] })).toEqual(stock(pathname, { path: ['/nope', '/docs/next'] }));
    }
    expect(compared).toBe(pathnames.length * paths.length * optionSets.length);
  });

  it('stops the build with one line naming the file when react-router has changed', () => {
    expect(() => addStaticPathPrefilter.call({ resourcePath: file }, 'function matchPath() {}')).toThrow(
      /^fast-render: react-router's matchPath no longer has the line this loader patches \(.*react-router\.js\); update src\/plugins\/fast-render\/match-path-loader\.cjs/,
    );
  });
});

describe('the indexed docs client utilities', () => {
  /** The docs plugin's own module as installed, its ES module syntax turned into CommonJS. */
  function stockUtils(): typeof fastUtils {
    const file = path.join(nodeModules, '@docusaurus', 'plugin-content-docs', 'lib', 'client', 'docsClientUtils.js');
    const names: string[] = [];
    const source = readFileSync(file, 'utf8')
      .replace("import { matchPath } from '@docusaurus/router';", "const { matchPath } = require('@docusaurus/router');")
      .replace(/^export (function|const) (\w+)/gm, (_, kind: string, name: string) => `${kind} ${names.push(name) && name}`);
    expect(source).not.toMatch(/^(import|export) /m);
    return evaluateCommonJs<typeof fastUtils>(`${source}\nObject.assign(exports, { ${names.join(', ')} });`, file);
  }
  const stock = stockUtils();

  const doc = (id: string, docPath: string): GlobalDoc => ({ id, path: docPath, sidebar: 'guide' });
  const version = (name: string, versionPath: string, isLast: boolean, docs: GlobalDoc[]): GlobalVersion => ({
    name,
    label: name,
    isLast,
    path: versionPath,
    mainDocId: docs[0].id,
    docs,
    draftIds: [],
    sidebars: {},
  });
  const data: GlobalPluginData = {
    path: '/docs',
    breadcrumbs: true,
    versions: [
      version('current', '/docs/next', false, [
        doc('intro', '/docs/next/intro'),
        // Matches any one-segment page: it wins over the plain paths listed after it, not over 'intro'.
        doc('any-page', '/docs/next/:page'),
        doc('Guide/Setup', '/docs/next/Guide/Setup'),
        doc('trailing', '/docs/next/trailing/'),
        doc('intro-again', '/docs/next/intro'),
        doc('param', '/docs/next/items/:item'),
        doc('unicode', '/docs/next/ünicode'),
        doc('only-next', '/docs/next/only-next'),
        doc('root', '/docs/next'),
      ]),
      version('0.1.10', '/docs', true, [doc('intro', '/docs/intro'), doc('Guide/Setup', '/docs/Guide/Setup'), doc('root', '/docs')]),
    ],
  };
  const other: GlobalPluginData = {
    ...data,
    path: '/community',
    versions: [version('current', '/community', true, [doc('faq', '/community/faq')])],
  };
  const pathnames = [
    '/',
    '/docs',
    '/docs/',
    '/docs/next',
    '/docs/next/',
    '/docs/next/intro',
    '/docs/next/intro/',
    '/DOCS/NEXT/INTRO',
    '/docs/next/intro//',
    '/docs/next/guide/setup',
    '/docs/next/trailing',
    '/docs/next/trailing/',
    '/docs/next/items/42',
    '/docs/next/items/42/more',
    '/docs/next/ünicode',
    '/docs/next/ÜNICODE',
    '/docs/next/\u212Aey',
    '/docs/next/only-next',
    '/docs/intro',
    '/docs/Guide/Setup/',
    '/docs/missing',
    '/community/faq',
    '/elsewhere',
  ];

  it('finds the same version, doc and alternatives as the docs plugin, for every pathname', () => {
    for (const pathname of pathnames) {
      const expected = stock.getActiveDocContext(data, pathname);
      const actual = fastUtils.getActiveDocContext(data, pathname);
      expect([pathname, actual]).toEqual([pathname, expected]);
      // The very objects of the global data, not copies.
      expect(actual.activeDoc).toBe(expected.activeDoc);
      expect(actual.activeVersion).toBe(expected.activeVersion);
      expect([pathname, fastUtils.getDocVersionSuggestions(data, pathname)]).toEqual([
        pathname,
        stock.getDocVersionSuggestions(data, pathname),
      ]);
      expect(fastUtils.getActiveVersion(data, pathname)).toBe(stock.getActiveVersion(data, pathname));
      expect(fastUtils.getActivePlugin({ default: data, community: other }, pathname)).toEqual(
        stock.getActivePlugin({ default: data, community: other }, pathname),
      );
    }
    expect(fastUtils.getActiveDocContext(data, '/docs/next/intro').activeDoc?.id).toBe('intro');
    expect(fastUtils.getActiveDocContext(data, '/docs/next/items/42').activeDoc?.id).toBe('param');
    expect(fastUtils.getActiveDocContext(data, '/docs/next/only-next').activeDoc?.id).toBe('any-page');
    expect(fastUtils.getLatestVersion(data)).toBe(stock.getLatestVersion(data));
  });

  it("fails fast, naming the docs plugins' paths, when asked to", () => {
    expect(() => stock.getActivePlugin({ default: data }, '/elsewhere', { failfast: true })).toThrow();
    expect(() => fastUtils.getActivePlugin({ default: data, community: other }, '/elsewhere', { failfast: true })).toThrow(
      'No docs plugin serves the pathname "/elsewhere", but this docs feature needs one; it only works on docs pages. The docs plugins serve: /docs, /community',
    );
  });
});

describe('the shallow memo without locale data', () => {
  const file = path.join(nodeModules, '@docusaurus', 'theme-common', 'lib', 'utils', 'reactUtils.js');
  const patched = sortKeysWithoutLocale.call({ resourcePath: file }, readFileSync(file, 'utf8'));

  it('sorts the keys of the installed theme-common without localeCompare', () => {
    const hook = patched.slice(patched.indexOf('export function useShallowMemoObject'));
    expect(hook.slice(0, hook.indexOf('\n}'))).not.toContain('localeCompare');
  });

  it('gives the same order whatever order the keys come in', () => {
    const sort = /deps\.sort\((.*)\);/.exec(patched)![1];
    const compare = new Function(`return ${sort}`)() as (a: [string], b: [string]) => number;
    const keys = ['onChange', 'className', 'items', 'Z', '_private', 'a1', 'a10', 'a2'];
    const sorted = (order: string[]) =>
      order
        .map((key) => [key] as [string])
        .sort(compare)
        .map(([key]) => key);
    expect(sorted([...keys].reverse())).toEqual(sorted(keys));
    expect(sorted(keys)).toEqual(['Z', '_private', 'a1', 'a10', 'a2', 'className', 'items', 'onChange']);
  });

  it('stops the build with one line naming the file when the theme has changed', () => {
    expect(() => sortKeysWithoutLocale.call({ resourcePath: file }, 'export function useShallowMemoObject(obj) {}')).toThrow(
      /^fast-render: the theme's useShallowMemoObject no longer has the line this loader patches \(.*reactUtils\.js\); update src\/plugins\/fast-render\/shallow-memo-loader\.cjs/,
    );
  });
});

describe('the shared date formatter', () => {
  beforeAll(() => {
    jest.doMock(
      '@docusaurus/useDocusaurusContext',
      () => ({ __esModule: true, default: () => ({ i18n: { currentLocale: 'en', localeConfigs: { en: { calendar: 'gregory' } } } }) }),
      { virtual: true },
    );
  });

  it('is made once per set of options and formats as a new one would', async () => {
    const { useDateTimeFormat, useCalendar } = await import('../../../src/plugins/fast-render/intl-utils');
    const options = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
    const first = useDateTimeFormat(options);
    expect(useDateTimeFormat({ ...options })).toBe(first);
    expect(useDateTimeFormat({ ...options, month: 'long' })).not.toBe(first);
    const date = new Date(Date.UTC(2026, 10, 26));
    expect(first.format(date)).toBe(new Intl.DateTimeFormat('en', { calendar: 'gregory', ...options }).format(date));
    expect(first.format(date)).toBe('Nov 26, 2026');
    expect(useCalendar()).toBe('gregory');
  });

  it('can be asked for later: the formatter is only made when the returned function is called', async () => {
    const { useDateTimeFormatLater, useDateTimeFormat } = await import('../../../src/plugins/fast-render/intl-utils');
    const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      const later = useDateTimeFormatLater({ weekday: 'long', timeZone: 'UTC' });
      expect(made).not.toHaveBeenCalled();
      expect(later().format(new Date(Date.UTC(2026, 10, 26)))).toBe('Thursday');
      expect(made).toHaveBeenCalledTimes(1);
      expect(useDateTimeFormatLater(options)()).toBe(useDateTimeFormat(options));
    } finally {
      made.mockRestore();
    }
  });
});

describe('pre-rendering a page as one string', () => {
  /** The page through React's streaming renderer, read once all of it is ready, as Docusaurus does. */
  const streamed = (app: ReactNode) =>
    new Promise<string>((resolve, reject) => {
      const output = new PassThrough();
      const { pipe } = renderToPipeableStream(app, {
        onError: reject,
        onAllReady: () => (pipe(output), text(output).then(resolve, reject)),
      });
    });

  it('writes the HTML the streaming renderer writes', async () => {
    const { renderToHtml } = await import('../../../src/plugins/fast-render/render-to-html');
    const page = createElement(
      'main',
      null,
      createElement('h1', { id: 'title', className: 'title' }, 'Commands & events'),
      createElement(Suspense, { fallback: 'Loading' }, createElement('p', null, 'Ready', ' ', createElement('code', null, '<run>'))),
      createElement('div', { dangerouslySetInnerHTML: { __html: '<span class="token keyword">const</span>' } }),
    );
    expect(await renderToHtml(page)).toBe(await streamed(page));
  });

  it('renders a page where something suspends the streaming way: with what it waited for, not the fallback', async () => {
    const { renderToHtml } = await import('../../../src/plugins/fast-render/render-to-html');
    const answer = new Promise<string>((resolve) => setTimeout(() => resolve('Loaded later'), 20));
    const Later = () => createElement('p', null, use(answer));
    const page = createElement(
      'main',
      null,
      createElement(Suspense, { fallback: createElement('p', null, 'Loading') }, createElement(Later)),
    );
    // React reports the boundary it could not finish in one pass.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const html = await renderToHtml(page);
      expect(html).toContain('Loaded later');
      expect(html).not.toContain('Loading');
      expect(html).toBe(await streamed(page));
    } finally {
      reported.mockRestore();
    }
  });
});

describe('the server head in one pass', () => {
  /** Heads as a doc page gives them: site defaults, then the page's own, overriding some. */
  const heads = (Head: typeof LibraryHelmet) => [
    createElement(
      Head,
      { key: 1 },
      createElement('html', { lang: 'en', dir: 'ltr' }),
      createElement('title', null, 'CommandKit'),
      createElement('meta', { name: 'description', content: 'Site' }),
      createElement('meta', { property: 'og:title', content: 'CommandKit' }),
    ),
    createElement(
      Head,
      { key: 2 },
      createElement('link', { rel: 'canonical', href: 'https://example.com/a' }),
      createElement('script', { type: 'application/ld+json' }, '{"@type":"Site"}'),
    ),
    createElement(
      Head,
      { key: 3 },
      createElement('html', { className: 'docs-wrapper' }),
      createElement('title', null, 'Commands & "events" | CommandKit'),
      createElement('meta', { name: 'description', content: 'Page <one>' }),
      createElement('meta', { name: 'robots', content: 'noindex' }),
    ),
    createElement(
      Head,
      { key: 4 },
      createElement('link', { rel: 'canonical', href: 'https://example.com/b' }),
      createElement('body', { className: 'page' }),
    ),
  ];
  const headOf = (Provider: typeof LibraryHelmetProvider, Head: typeof LibraryHelmet) => {
    const context: { helmet?: Record<string, { toString(): string; toComponent(): unknown }> } = {};
    renderToString(createElement(Provider, { context }, createElement('main', null, ...heads(Head))));
    const helmet = context.helmet!;
    return {
      strings: Object.fromEntries(
        ['htmlAttributes', 'bodyAttributes', 'title', 'meta', 'link', 'script'].map((part) => [part, helmet[part].toString()]),
      ),
      metaProps: (helmet.meta.toComponent() as { props: object }[]).map((element) => element.props),
    };
  };

  it('gives the head react-helmet-async gives, read once the page is rendered', async () => {
    const { HelmetProvider, Helmet } = await import('../../../src/plugins/fast-render/head-server');
    const stock = headOf(LibraryHelmetProvider, LibraryHelmet);
    expect(headOf(HelmetProvider, Helmet)).toEqual(stock);
    expect(stock.strings.title).toBe('<title data-rh="true">Commands &amp; &quot;events&quot; | CommandKit</title>');
    expect(stock.strings.link).toBe('<link data-rh="true" rel="canonical" href="https://example.com/b"/>');
  });
});
