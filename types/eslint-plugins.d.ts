// These ESLint plugins ship no type declarations; the config only passes them through to ESLint.
declare module 'eslint-plugin-jsx-a11y';
declare module 'eslint-plugin-import';
