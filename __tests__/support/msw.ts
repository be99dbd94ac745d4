// One MSW server for the web project (network-level mocks only). webSetup.ts starts it, resets
// handlers after each test and fails on any request a test did not expect.
import { setupServer } from 'msw/node';

export const server = setupServer();

/** Absolute URL of an API path as the storefront calls it in jsdom (origin http://localhost). */
export const apiUrl = (path: string) => `http://localhost/api/v1${path}`;
