import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDevMiddleware } from '../../../src/plugins/llms-export/dev-middleware';
import { markdownPath, outputFileOf } from '../../../src/plugins/llms-export/urls';
import { writeFiles } from '../../../src/plugins/llms-export/write-files';
import { docPageHtml } from '../../../src/plugins/search-index/dev-index';
import { indexSite } from '../../../src/plugins/search-index/index-site';

const files = new Map([
  ['/docs/next/guide/intro.md', '# Introduction\n\nText.\n'],
  ['/docs/next/llms.txt', '# CommandKit\n'],
  ['/llms.txt', '# CommandKit\n'],
]);

describe('where the files go', () => {
  test('a page’s Markdown sits at its permalink plus .md', () => {
    expect(markdownPath('/docs/next/guide/intro')).toBe('/docs/next/guide/intro.md');
    expect(markdownPath('/docs/next/api-reference/')).toBe('/docs/next/api-reference.md');
    expect(markdownPath('/docs/next/guide/file-system-conventions/app.ts')).toBe('/docs/next/guide/file-system-conventions/app.ts.md');
  });

  test('the build output mirrors the URL paths below the base URL', () => {
    expect(outputFileOf('/out', '/', '/docs/llms.txt')).toBe(path.join('/out', 'docs', 'llms.txt'));
    expect(outputFileOf('/out', '/site/', '/site/llms.txt')).toBe(path.join('/out', 'llms.txt'));
  });

  test('the search index reads the built pages and none of the Markdown or text files beside them', async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'llms-export-'));
    try {
      await writeFiles(outDir, '/', files);
      expect(readFileSync(path.join(outDir, 'docs', 'next', 'guide', 'intro.md'), 'utf8')).toBe('# Introduction\n\nText.\n');
      mkdirSync(path.join(outDir, 'docs', 'next', 'guide'), { recursive: true });
      const html = docPageHtml({ title: 'Introduction', lvl0: 'Guide', tag: 'docs-default-current', language: 'en', body: '<p>Text.</p>' });
      writeFileSync(path.join(outDir, 'docs', 'next', 'guide', 'intro.html'), html);
      const { pages, manifest } = await indexSite({ siteDir: outDir, outDir, indexName: 'test' });
      expect(pages).toBe(1);
      const shard = JSON.parse(readFileSync(path.join(outDir, manifest.shards[0].file), 'utf8')) as unknown;
      expect(JSON.stringify(shard)).not.toMatch(/\.md"|llms/);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});

describe('the dev server middleware (npm start)', () => {
  const middleware = createDevMiddleware(
    async () => files,
    () => undefined,
  );

  function request(url: string, method = 'GET') {
    return new Promise<{ status?: number; type?: string; body?: string; passed: boolean }>((resolve) => {
      const headers: Record<string, string> = {};
      const response = {
        statusCode: 0,
        setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
        end(body?: string) {
          resolve({ status: this.statusCode, type: headers['content-type'], body, passed: false });
        },
      };
      middleware({ url, method } as IncomingMessage, response as unknown as ServerResponse, () => resolve({ passed: true }));
    });
  }

  test('answers the export’s URLs with their text and type', async () => {
    expect(await request('/docs/next/guide/intro.md?x=1')).toEqual({
      status: 200,
      type: 'text/markdown; charset=utf-8',
      body: '# Introduction\n\nText.\n',
      passed: false,
    });
    expect(await request('/llms.txt')).toEqual({ status: 200, type: 'text/plain; charset=utf-8', body: '# CommandKit\n', passed: false });
    expect(await request('/llms.txt', 'HEAD')).toMatchObject({ status: 200, body: undefined });
  });

  test('leaves every other request to the dev server', async () => {
    expect(await request('/docs/next/guide/intro')).toEqual({ passed: true });
    expect(await request('/docs/next/guide/missing.md')).toEqual({ passed: true });
    expect(await request('/llms.txt', 'POST')).toEqual({ passed: true });
  });
});
