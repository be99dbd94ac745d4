// Server suites log nothing unless asked; PGlite warm-up can take a few seconds per file.
jest.setTimeout(60_000);
