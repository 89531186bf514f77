import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import serveHandler from 'serve-handler';
import { siteDocsOf } from './helpers/docusaurus-docs';
import { localManifest, makeSite, readTree, repoRoot, runGenerator } from './helpers/fixture-site';

/**
 * Items whose names are not plain identifiers (`export { x as ".hidden" }`, `"it's"`, `"Pair(s)"`,
 * `café`, `名前`) or that meet the site's file conventions (`index`, an interface `Types` in
 * `types/`): each gets a page the site reads, routes and serves, titled with its real name.
 */
describe('items with unusual names', () => {
  const siteDir = makeSite(localManifest(), { fixture: path.join(repoRoot, 'tests', 'fixtures', 'odd-names-lib') });
  const docsDir = path.join(siteDir, 'docs');
  const outputDir = path.join(docsDir, 'api-reference');
  const run = runGenerator(siteDir);
  const pages = run.status === 0 ? readTree(outputDir) : {};
  const sidebarDocs = () =>
    (
      JSON.parse(pages['sidebar.json']) as {
        type: string;
        id?: string;
        label: string;
        link?: { id: string };
        items?: { id: string; label: string }[];
      }[]
    ).flatMap((entry) =>
      entry.type === 'doc' ? [{ id: entry.id!, label: entry.label }] : [{ id: entry.link!.id, label: entry.label }, ...entry.items!],
    );

  it('generates', () => {
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('gives every page a file name of ASCII letters, digits, _ and -', () => {
    const itemPages = Object.keys(pages).filter((file) => file.endsWith('.md') && file.includes('/') && !file.endsWith('/index.md'));
    expect(itemPages.sort()).toEqual([
      'classes/Pair_s_.md',
      'functions/index_.md',
      'functions/it_s.md',
      'types/Types_.md',
      'types/u540du524d.md',
      'variables/_hidden.md',
      'variables/cafe.md',
    ]);
  });

  it('keeps the real names in the sidebar labels and the page titles', () => {
    const labels = Object.fromEntries(sidebarDocs().map((doc) => [doc.id, doc.label]));
    expect(labels).toMatchObject({
      'api-reference/variables/_hidden': '.hidden',
      'api-reference/functions/it_s': "it's",
      'api-reference/classes/Pair_s_': 'Pair(s)',
      'api-reference/variables/cafe': 'café',
      'api-reference/types/u540du524d': '名前',
      'api-reference/functions/index_': 'index',
      'api-reference/types/Types_': 'Types',
    });
    expect(pages['variables/_hidden.md']).toMatch(/^title: "\.hidden"$/m);
    expect(pages['types/u540du524d.md']).toMatch(/^title: "名前"$/m);
  });

  it('names in the sidebar only docs that Docusaurus reads, each on a route of its own that its router finds', () => {
    const docs = siteDocsOf(docsDir);
    const ids = new Set(docs.map((doc) => doc.id));
    expect(
      sidebarDocs()
        .map((doc) => doc.id)
        .filter((id) => !ids.has(id)),
    ).toEqual([]);
    const routes = docs.map((doc) => doc.route);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
    expect(docs.filter((doc) => !doc.routable).map((doc) => doc.file)).toEqual([]);
  });

  it('shows an import TypeScript accepts for a name that is no identifier', () => {
    expect(pages['functions/it_s.md']).toContain(`import { "it's" as it_s } from 'odd-names-lib';`);
    expect(pages['variables/cafe.md']).toContain(`import { café } from 'odd-names-lib';`);
  });

  it('lets `docusaurus serve` (serve-handler) answer every page and its Markdown copy', async () => {
    // The built site as Docusaurus (trailingSlash: false) and the Markdown export lay it out.
    const publicDir = mkdtempSync(path.join(os.tmpdir(), 'ck-public-'));
    const routes = siteDocsOf(docsDir).map((doc) => doc.route);
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      mkdirSync(path.dirname(path.join(publicDir, route)), { recursive: true });
      writeFileSync(path.join(publicDir, `${route}.html`), '<p>page</p>');
      writeFileSync(
        path.join(publicDir, `${route}.md`),
        readFileSync(path.join(docsDir, siteDocsOf(docsDir).find((doc) => doc.route === route)!.file)),
      );
    }
    const server = http.createServer((request, response) => {
      serveHandler(request, response, { cleanUrls: true, public: publicDir, trailingSlash: false, directoryListing: false }).catch(
        (error: Error) => {
          response.statusCode = 500;
          response.end(error.message);
        },
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const statusOf = (url: string) =>
      new Promise<string>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: encodeURI(url) }, (response) => {
            response.resume();
            response.on('end', () => resolve(`${url} ${response.statusCode}`));
          })
          .on('error', reject);
      });
    try {
      const answers = await Promise.all(routes.flatMap((route) => [statusOf(route), statusOf(`${route}.md`)]));
      expect(answers).toEqual(routes.flatMap((route) => [`${route} 200`, `${route}.md 200`]));
    } finally {
      server.close();
    }
  });
});
