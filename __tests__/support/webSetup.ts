import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from './msw';

// A screen's lazy chunk goes through Babel the first time a run loads it, and CI shares its two
// cores with the server suite: a screen may take seconds to appear. A find waits up to 5 s (not
// Testing Library's 1 s); a test, up to 20 s.
configure({ asyncUtilTimeout: 5_000 });
jest.setTimeout(20_000);

// Network-level mocks only (MSW); a request no test expected is an error.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

afterAll(() => server.close());
