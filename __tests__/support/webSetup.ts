import '@testing-library/jest-dom';
import { server } from './msw';

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
