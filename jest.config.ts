import type { Config } from 'jest';

// One Jest run covers the generator, the site's helpers and the library.
// Browser tests live under tests/browser and run with Playwright instead.
const config: Config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/unit', '<rootDir>/library-src/tests'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: { module: 'commonjs', moduleResolution: 'node', esModuleInterop: true, target: 'ES2022', isolatedModules: true, resolveJsonModule: true, jsx: 'react-jsx' } }],
  },
  testTimeout: 120_000,
};

export default config;
