import type { Config } from 'jest';

// One Jest run covers the generator, the site's helpers and the library.
// Browser tests live under tests/browser and run with Playwright instead.
const config: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/unit', '<rootDir>/library-src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  globalSetup: '<rootDir>/jest.global-setup.ts',
  globalTeardown: '<rootDir>/jest.global-teardown.ts',
  transform: {
    // One ts-jest configuration only: ts-jest reuses the first one a worker builds for every file,
    // so per-path JSX settings would depend on which file a worker happened to compile first.
    // Jest runs no React code; the library's .tsx tests use CommandKit's own JSX runtime, read
    // from its sources through moduleNameMapper below.
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        tsconfig: {
          module: 'commonjs',
          moduleResolution: 'node',
          esModuleInterop: true,
          target: 'ES2022',
          isolatedModules: true,
          resolveJsonModule: true,
          jsx: 'react-jsx',
          jsxImportSource: 'commandkit',
        },
      },
    ],
  },
  moduleNameMapper: {
    '^commandkit/jsx-runtime$': '<rootDir>/library-src/commandkit/src/jsx-runtime.ts',
    '^commandkit/jsx-dev-runtime$': '<rootDir>/library-src/commandkit/src/jsx-dev-runtime.ts',
    '^commandkit/cache$': '<rootDir>/library-src/commandkit/src/cache.ts',
    '^commandkit/flag$': '<rootDir>/library-src/commandkit/src/flag.ts',
    '^commandkit/components$': '<rootDir>/library-src/commandkit/src/components.ts',
    '^commandkit/config$': '<rootDir>/library-src/commandkit/src/config.ts',
    '^commandkit/logger$': '<rootDir>/library-src/commandkit/src/logger.ts',
    '^commandkit/plugin$': '<rootDir>/library-src/commandkit/src/plugin.ts',
    '^commandkit/events$': '<rootDir>/library-src/commandkit/src/events.ts',
    '^commandkit/i18n$': '<rootDir>/library-src/commandkit/src/i18n.ts',
    '^commandkit$': '<rootDir>/library-src/commandkit/src/index.ts',
    // @commandkit/devtools finds its web UI with import.meta, which Jest's CommonJS transform
    // cannot compile; bots in the end-to-end tests run the real module.
    '^\\./ui-assets\\.ts$': '<rootDir>/library-src/devtools/tests/support/ui-assets.ts',
  },
  // Two workers for the two cores. The suites wait on child processes (the CLI, bots, TypeDoc,
  // git, npm, redis-server), which kept a third worker useful while the run was short (332 s with
  // three, 378 s with two); with the generator and end-to-end suites of today those children keep
  // both cores busy by themselves (1 % idle), and a third worker only makes them compete: measured
  // on this machine in a clean worktree, 805 s with three and 752 s with two. Jest's default on
  // two cores is one.
  maxWorkers: 2,
  // The slowest suites first (see jest.config.sequencer.cjs), also on a cold cache.
  testSequencer: '<rootDir>/jest.config.sequencer.cjs',
  // The generator suites run their independent generator runs side by side (test.concurrent, or
  // started in the background while the suite is collected); three at a time per suite keeps
  // most of the waiting on installs and child processes overlapped without flooding the two cores.
  maxConcurrency: 3,
  testTimeout: 120_000,
};

export default config;
