// The order jest.config.ts runs the suites in: the slowest first, so that at the end of a run the
// workers finish together instead of one of them working through a long suite alone.
//
// Jest's own order does this with the times of the last run in its cache, and sorts by file size
// when it has none, as in a fresh clone on CI: there the suites that run the API generator (small
// files, minutes of work) would start last. This falls back on the times below for them, and on
// zero for any other suite without a time, which then runs in the gaps at the end.
const { default: Sequencer } = require('@jest/test-sequencer');
const path = require('node:path');

/** Seconds each slow suite took alone (`npx jest <file>`) on the 2-core machine, November 2026. */
const expectedSeconds = {
  'tests/unit/release/release.test.ts': 40,
  'tests/unit/generator/changes-site.test.ts': 89,
  'tests/unit/generator/git-tags.test.ts': 58,
  'tests/unit/generator/untrusted-repository.test.ts': 57,
  'tests/unit/generator/errors.test.ts': 52,
  'tests/unit/generator/output-faults.test.ts': 46,
  'tests/unit/generator/generate-fixture.test.ts': 31,
  'tests/unit/generator/hostile-comments.test.ts': 27,
  'tests/unit/generator/run-lock.test.ts': 27,
  'tests/unit/generator/multi-package.test.ts': 26,
  'tests/unit/generator/workspace-managers.test.ts': 22,
  'tests/unit/generator/same-name-items.test.ts': 35,
  'tests/unit/generator/type-errors.test.ts': 22,
  'tests/unit/generator/monorepo-patterns.test.ts': 12,
  'library-src/commandkit/tests/e2e/bot-1.0.test.ts': 80,
  'library-src/devtools/tests/e2e/devtools.test.ts': 79,
  'library-src/commandkit/tests/cli/dev.test.ts': 54,
  'library-src/commandkit/tests/cli/build.test.ts': 48,
  'library-src/commandkit/tests/cli/start.test.ts': 42,
  'library-src/commandkit/tests/e2e/registration.test.ts': 38,
  'library-src/redis/tests/e2e/two-bots.test.ts': 37,
  'tests/unit/guides/quoted-output.test.ts': 32,
  'tests/unit/guides/guide-runs-plugins.test.ts': 48,
  'tests/unit/guides/guide-runs-jsx.test.ts': 45,
  'tests/unit/guides/guide-runs-file-system.test.ts': 41,
  'tests/unit/guides/guide-runs-commands-components.test.ts': 40,
  'tests/unit/guides/guide-runs-getting-started.test.ts': 21,
  'tests/unit/guides/guide-runs.test.ts': 21,
  'tests/unit/guides/guide-runs-caching.test.ts': 19,
  'tests/unit/guides/guide-runs-0.1.10.test.ts': 36,
  'tests/unit/dev/watch-library.test.ts': 30,
  'library-src/commandkit/tests/e2e/cache.test.ts': 24,
  'library-src/devtools/tests/e2e/devtools-sharding.test.ts': 24,
  'library-src/commandkit/tests/e2e/bot.test.ts': 20,
  'tests/unit/library/api-1.0-signatures.test.ts': 20,
};

class SlowestFirstSequencer extends Sequencer {
  time(test) {
    const cached = super.time(test);
    if (cached != null) return cached;
    const file = path.relative(test.context.config.rootDir, test.path).split(path.sep).join('/');
    return (expectedSeconds[file] ?? 0) * 1000;
  }
}

module.exports = SlowestFirstSequencer;
