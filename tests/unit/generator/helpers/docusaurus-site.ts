import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './fixture-site';

/**
 * Turns a throw-away generator site (see fixture-site.ts) into the smallest Docusaurus site that
 * builds its API pages as this site does: the classic preset's docs at the root, the site's llms
 * export plugin, the bundler settings of docusaurus.config.ts that make builds fast (Rspack, SWC),
 * and the one MDX component the pages use without importing it. Nothing else (no guides, search,
 * custom theme), so a build takes seconds.
 */
export function writeDocusaurusSite(siteDir: string): void {
  const config = {
    title: 'Generated pages',
    url: 'https://example.com',
    baseUrl: '/',
    // The pages link to the site's home, which this site does not have.
    onBrokenLinks: 'ignore',
    presets: [['classic', { docs: { routeBasePath: '/' }, blog: false, pages: false, sitemap: false }]],
    plugins: [path.join(repoRoot, 'src', 'plugins', 'llms-export', 'index.ts')],
    future: {
      faster: {
        rspackBundler: true,
        swcJsLoader: true,
        swcJsMinimizer: true,
        swcHtmlMinimizer: true,
        lightningCssMinimizer: true,
        mdxCrossCompilerCache: true,
      },
    },
  };
  writeFileSync(path.join(siteDir, 'docusaurus.config.mjs'), `export default ${JSON.stringify(config, null, 2)};\n`);
  mkdirSync(path.join(siteDir, 'src', 'theme'), { recursive: true });
  writeFileSync(
    path.join(siteDir, 'src', 'theme', 'MDXComponents.js'),
    [
      "import React from 'react';",
      "import MDXComponents from '@theme-original/MDXComponents';",
      '',
      "// A stand-in for the site's ApiAnchor (src/components/api/ApiAnchor.tsx): a link target.",
      "export default { ...MDXComponents, ApiAnchor: ({ id }) => React.createElement('span', { id }) };",
      '',
    ].join('\n'),
  );
}

/** Runs `docusaurus build` in the site folder, with extra environment variables, without blocking the suite. */
export function buildDocusaurusSite(siteDir: string, env: Record<string, string> = {}): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(repoRoot, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'build', '--no-minify'],
      {
        cwd: siteDir,
        env: { ...process.env, ...env },
      },
    );
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
  });
}
