import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { ApiVersion } from '../api/manifest';
import { buildProblems } from '../ci/build-problems';
import { measureProcess, measureScript, type ProcessMeasure } from './measure-process';
import { measurePageWeights, type PageWeight } from './page-weight';
import { addVersion, commitScratchSite, makeScratchSite } from './scratch-site';

/**
 * A real published package far larger than CommandKit, full of template literal types
 * (`<@${Snowflake}>` ...): discord-api-types' v10 API has 1,600+ exported items. Pinned, so the
 * figures compare across runs.
 */
export const largePackage = {
  spec: 'discord-api-types@0.38.57',
  entryPoints: { 'discord-api-types/v10': 'v10.d.ts' },
  versionName: 'bench-discord-api-types',
  samplePages: ['api-reference', 'api-reference/types/APIUser', 'api-reference/enums/GatewayOpcodes'],
};

export interface LargePackageFigures {
  spec: string;
  items: number;
  api: ProcessMeasure;
  site: ProcessMeasure;
  pages: number;
  weights: PageWeight[];
}

/**
 * Generates the large package's API as an extra version of a throw-away copy of the site, builds
 * that copy and measures a few of its pages. Fails, like `npm run build:check`, on any broken
 * link, broken anchor or warning. The copy is deleted afterwards; this checkout is not touched.
 */
export async function benchLargePackage(siteDir: string, generateApi: string, port: number): Promise<LargePackageFigures> {
  const copy = makeScratchSite(siteDir);
  try {
    const version: ApiVersion = {
      name: largePackage.versionName,
      source: { type: 'npm', spec: largePackage.spec },
      entryPoints: largePackage.entryPoints,
    };
    addVersion(copy, version, largePackage.spec);
    commitScratchSite(copy);
    const docusaurus = path.join(copy, 'node_modules', '.bin', 'docusaurus');

    // Untimed: downloads the package and generates whatever else the copy lacks. The timed run
    // then regenerates the large version alone from its cached source.
    await measureScript(generateApi, ['--site', copy], siteDir);
    const api = await measureScript(generateApi, ['--site', copy, '--version', version.name, '--force'], siteDir);
    const apiDir = path.join(copy, 'versioned_docs', `version-${version.name}`, 'api-reference');
    const items = readdirSync(apiDir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.md') && path.basename(file) !== 'index.md',
    ).length;

    const site = await measureProcess(docusaurus, ['build'], copy);
    const problems = buildProblems(site.output);
    if (problems.length > 0) throw new Error(`The build with ${largePackage.spec} reported problems:\n${problems.slice(0, 20).join('\n')}`);
    const pages = readdirSync(path.join(copy, 'build'), { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.html'),
    ).length;

    console.log(`  ${items} item pages; API ${(api.ms / 1000).toFixed(1)} s, site build ${(site.ms / 1000).toFixed(1)} s`);

    const server = spawn(docusaurus, ['serve', '--port', String(port), '--no-open'], { cwd: copy, stdio: ['ignore', 'ignore', 'pipe'] });
    let serverError = '';
    server.stderr.on('data', (chunk: Buffer) => (serverError += chunk.toString()));
    let measuring = true;
    const exited = new Promise<never>((_, reject) =>
      server.on('exit', (code) => {
        if (measuring) reject(new Error(`docusaurus serve exited with ${code}: ${serverError.trim()}`));
      }),
    );
    const base = `http://localhost:${port}`;
    // The home page first: its weight, against the same page of the normal site, shows whether
    // every page pays for the extra 1,600 routes.
    const paths = ['/', ...largePackage.samplePages.map((page) => `/docs/${version.name}/${page}`)];
    const weights = await Promise.race([exited, waitForServer(`${base}/`).then(() => measurePageWeights(base, paths))]).finally(() => {
      measuring = false;
      server.kill();
    });
    return { spec: largePackage.spec, items, api, site, pages, weights };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

export async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The site server at ${url} did not start.`);
}
