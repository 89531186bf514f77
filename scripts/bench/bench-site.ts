/**
 * `npm run bench`: how fast the site builds and how heavy its pages are, for the site's build and
 * for stock Docusaurus on the same content (SPEED_LAYER=off), side by side, against the goals for
 * this machine kind. Each is built in a fresh clone of this checkout's HEAD, as a maintainer's
 * first build: nothing generated, every cache empty. Prints figures only; it asserts nothing.
 * `--skip-large` leaves out the large published package.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { formatMs } from '../api/log';
import { readManifest, docsDirOf, displayNameOf } from '../api/manifest';
import { builtPages } from '../ci/built-pages';
import { benchLargePackage, largePackage } from './bench-large-package';
import { largestApiPage } from './largest-api-page';
import { runLighthouse, type LighthouseFigures } from './lighthouse-runs';
import { measureProcess, measureScript, type ProcessMeasure } from './measure-process';
import { measureNavigationBytes, measurePageWeights, type NavigationBytes, type PageWeight } from './page-weight';
import { freshClone } from './scratch-site';
import { serveCompressed } from './serve-compressed';

const siteDir = path.resolve(__dirname, '..', '..');
const bin = (clone: string, name: string) => path.join(clone, 'node_modules', '.bin', name);
const generateApi = (clone: string) => path.join(clone, 'scripts', 'cli', 'generate-api.ts');
const guidePage = '/docs/next/guide/getting-started/introduction';

/** In-app navigations measured: guide to guide, overview to API page, API page to API page. */
const navigations = [
  { from: guidePage, to: '/docs/next/guide/getting-started/setup-commandkit' },
  { from: '/docs/next/api-reference', to: '/docs/next/api-reference/classes/CommandKit' },
  { from: '/docs/next/api-reference/classes/CommandKit', to: '/docs/next/api-reference/functions/bootstrap' },
];

const builds = [
  { name: 'stock', env: { SPEED_LAYER: 'off' } },
  { name: 'site', env: {} },
] as const;

interface BuildFigures {
  name: string;
  clone: string;
  cold: { api: ProcessMeasure; site: ProcessMeasure };
  warm?: { api: ProcessMeasure; site: ProcessMeasure };
  pages: number;
  weights?: PageWeight[];
  navigation?: NavigationBytes[];
  lighthouse?: LighthouseFigures[];
}

async function buildOnce(clone: string, env: NodeJS.ProcessEnv): Promise<{ api: ProcessMeasure; site: ProcessMeasure }> {
  const api = await measureScript(generateApi(clone), [], clone);
  const site = await measureProcess(bin(clone, 'docusaurus'), ['build'], clone, env);
  return { api, site };
}

async function main() {
  const figures: BuildFigures[] = [];
  try {
    for (const { name, env } of builds) {
      console.log(`${name}: first build of a fresh clone (API generation, then the site)…`);
      const clone = freshClone(siteDir);
      figures.push({ name, clone, cold: await buildOnce(clone, env), pages: 0 });
      figures[figures.length - 1].pages = builtPages(path.join(clone, 'build')).length;
    }
    for (const [index, { name, env }] of builds.entries()) {
      console.log(`${name}: warm rebuild, nothing changed…`);
      figures[index].warm = await buildOnce(figures[index].clone, env);
    }

    const site = figures[figures.length - 1];
    const largestApi = largestApiPage(path.join(site.clone, 'build'));
    const samplePages = ['/', guidePage, largestApi.path];
    for (const build of figures) {
      const server = await serveCompressed(path.join(build.clone, 'build'));
      try {
        console.log(`${build.name}: page weight and in-app navigations in Chromium…`);
        build.weights = await measurePageWeights(server.url, samplePages);
        build.navigation = await measureNavigationBytes(server.url, navigations);
        console.log(`${build.name}: Lighthouse (mobile, 3 runs per page, served with gzip)…`);
        build.lighthouse = await runLighthouse(server.url, samplePages);
      } finally {
        await server.close();
      }
    }

    console.log('API generation per version, in the site clone…');
    const perVersion: { name: string; cold: number; cached: number; cachedInside: string }[] = [];
    for (const version of readManifest(site.clone).versions) {
      rmSync(path.join(site.clone, docsDirOf(version.name), 'api-reference'), { recursive: true, force: true });
      const args = ['--version', version.name];
      const cold = await measureScript(generateApi(site.clone), args, site.clone);
      const cached = await measureScript(generateApi(site.clone), args, site.clone);
      const inside = /\[api\] done: .*\(([\d.]+ m?s)\)/.exec(cached.output)?.[1] ?? '?';
      perVersion.push({ name: displayNameOf(version.name), cold: cold.ms, cached: cached.ms, cachedInside: inside });
    }

    console.log("Types of the guides' code blocks (npm run guide-types), in the site clone…");
    rmSync(path.join(site.clone, 'node_modules', '.cache', 'guide-types'), { recursive: true, force: true });
    const guideTypesScript = path.join(site.clone, 'scripts', 'cli', 'guide-types.ts');
    const guideTypes = {
      cold: await measureScript(guideTypesScript, [], site.clone),
      warm: await measureScript(guideTypesScript, [], site.clone),
    };

    const skipLarge = process.argv.includes('--skip-large');
    if (!skipLarge) console.log(`A large published package (${largePackage.spec}) as an extra version of a scratch copy of the site…`);
    const large = skipLarge ? undefined : await benchLargePackage(siteDir, generateApi(siteDir), 4391);

    console.log(report(figures, largestApi, perVersion, guideTypes));
    if (large) {
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      console.log(`Large package ${large.spec}: ${large.items} item pages, ${large.pages} pages in the whole site, no broken links, anchors or warnings
  API generation: ${formatMs(large.api.ms)} (${/TypeDoc \(([\d.]+ m?s)\)/.exec(large.api.output)?.[1] ?? '?'} in TypeDoc), peak memory ${large.api.peakRssMb.toFixed(0)} MB
  site build (docusaurus build of all versions, bundler cache empty): ${formatMs(large.site.ms)} = ${((large.site.ms / 1000 / large.pages) * 100).toFixed(2)} s per 100 pages (goal ≤ 6), peak memory ${large.site.peakRssMb.toFixed(0)} MB (goal ≤ 2,048)
  JS + CSS loaded on a first visit (the home page grows by ${kb(large.weights[0].gzipBytes - site.weights![0].gzipBytes)} gzip with the large version, goal ≤ 5 KB; every page ≤ 150 KB gzip):
${large.weights.map((w) => `  ${w.path.padEnd(64)} ${String(w.files).padStart(2)} files  raw ${kb(w.rawBytes).padStart(9)}  gzip ${kb(w.gzipBytes).padStart(8)}`).join('\n')}
`);
    }
  } finally {
    for (const { clone } of figures) rmSync(clone, { recursive: true, force: true });
  }
}

function report(
  figures: BuildFigures[],
  largestApi: { path: string; bytes: number },
  perVersion: { name: string; cold: number; cached: number; cachedInside: string }[],
  guideTypes: { cold: ProcessMeasure; warm: ProcessMeasure },
): string {
  const per100 = (ms: number, pages: number) => `${formatMs((ms / pages) * 100)}/100`;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const column = (text: string) => text.padStart(26);
  const row = (label: string, value: (build: BuildFigures) => string, goal = '') =>
    `  ${label.padEnd(44)}${figures.map((build) => column(value(build))).join('')}   ${goal}`;
  const total = (build: BuildFigures, phase: 'cold' | 'warm') => build[phase]!.api.ms + build[phase]!.site.ms;
  const peak = (build: BuildFigures, phase: 'cold' | 'warm') => Math.max(build[phase]!.api.peakRssMb, build[phase]!.site.peakRssMb);
  const lines = [
    '',
    `  ${''.padEnd(44)}${figures.map((build) => column(build.name)).join('')}`,
    row('pages built', (build) => String(build.pages)),
    row(
      'first build (fresh clone, API included)',
      (build) => `${formatMs(total(build, 'cold'))} = ${per100(total(build, 'cold'), build.pages)}`,
      'goal ≤ 6 s/100',
    ),
    row('  of which API generation', (build) => formatMs(build.cold.api.ms)),
    row('  of which the site build', (build) => formatMs(build.cold.site.ms)),
    row('  peak memory', (build) => `${peak(build, 'cold').toFixed(0)} MB`, 'goal ≤ 1024 MB'),
    row(
      'warm rebuild, nothing changed',
      (build) => `${formatMs(total(build, 'warm'))} = ${per100(total(build, 'warm'), build.pages)}`,
      'goal ≤ 3.5 s/100',
    ),
    row('  peak memory', (build) => `${peak(build, 'warm').toFixed(0)} MB`, 'goal ≤ 1024 MB'),
    '',
    '  JS + CSS on a first visit, gzip                                                         goal ≤ 150 KB',
    ...figures[0].weights!.map((weight, index) =>
      row(`  ${weight.path}`, (build) => `${kb(build.weights![index].gzipBytes)} (${build.weights![index].files} files)`),
    ),
    '',
    '  In-app navigation, bytes transferred (gzip), prefetching included     goal: site ≤ stock',
    ...navigations.map((navigation, index) =>
      row(
        `  ${navigation.to.replace('/docs/next/', '…/')}`,
        (build) => `${kb(build.navigation![index].transferBytes)} (${build.navigation![index].requests} requests)`,
      ),
    ),
    '',
    '  Lighthouse 12 mobile, median of 3: performance, blocking time            goal ≥ 0.95, ≤ 200 ms',
    ...figures[0].lighthouse!.map((result, index) =>
      row(`  ${result.path}`, (build) => {
        const figure = build.lighthouse![index];
        return `${figure.performance.toFixed(2)}, ${figure.totalBlockingTimeMs.toFixed(0)} ms`;
      }),
    ),
    row('  machine speed (Lighthouse benchmarkIndex)', (build) =>
      build.lighthouse!.map((figure) => figure.benchmarkIndex.toFixed(0)).join(' '),
    ),
    '',
    `  Largest API page: ${largestApi.path}, HTML ${kb(largestApi.bytes)}   goal ≤ 100 KB`,
    '',
    '  API generation per version (whole command, including Node start-up):   goal cached < 1 s',
    ...perVersion.map(
      (v) =>
        `    ${v.name.padEnd(8)} cold ${formatMs(v.cold).padStart(8)}   cached ${formatMs(v.cached).padStart(8)} (of which the generator itself: ${v.cachedInside})`,
    ),
    '',
    "  Types of the guides' code-block identifiers, both versions (whole command):   goal cold ≤ 15 s",
    `    cold ${formatMs(guideTypes.cold.ms)}   cached ${formatMs(guideTypes.warm.ms)}   (${guideTypes.cold.output.trim().split('\n').join('; ')})`,
    '',
  ];
  return lines.join('\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
