import type { Config } from 'jest';

// Two projects: `web` renders screens in jsdom, `server` runs the API against a real
// PGlite (or PostgreSQL when DATABASE_URL is set). Helpers under __tests__/support are not suites.
const testMatch = ['**/*.test.ts?(x)'];

const config: Config = {
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      roots: ['<rootDir>/src', '<rootDir>/__tests__'],
      testMatch,
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/__tests__/api/'],
      setupFiles: ['<rootDir>/__tests__/support/webPolyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/support/webSetup.ts'],
      moduleNameMapper: {
        '\\.(css)$': '<rootDir>/__tests__/support/styleStub.ts',
        '\\.(png|jpe?g|gif|webp|svg|woff2?)$': '<rootDir>/__tests__/support/fileStub.ts',
      },
      testEnvironmentOptions: { customExportConditions: [''] },
      // msw/node (CommonJS build) requires packages that ship ESM only, and the gallery's
      // yet-another-react-lightbox ships ESM only: let Babel compile those.
      transform: { '\\.[cm]?[jt]sx?$': 'babel-jest' },
      transformIgnorePatterns: [
        '/node_modules/(?!(rettime|until-async|cookie|@open-draft/deferred-promise|yet-another-react-lightbox)/)',
      ],
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/__tests__/api'],
      testMatch,
      setupFiles: ['<rootDir>/__tests__/support/serverSetup.ts'],
      // The server-render test (__tests__/api/serverRender.test.tsx) imports the storefront.
      moduleNameMapper: {
        '\\.(css)$': '<rootDir>/__tests__/support/styleStub.ts',
        '\\.(png|jpe?g|gif|webp|svg|woff2?)$': '<rootDir>/__tests__/support/fileStub.ts',
      },
      // light-my-request (app.inject) requires cookie 2, which ships ESM only: let Babel compile it.
      transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
    },
  ],
};

export default config;
