// Babel compiles the storefront (webpack) and every jest suite; types are checked by `tsc --noEmit`.
module.exports = (api) => {
  const isTest = api.env('test');
  return {
    presets: [
      [
        '@babel/preset-env',
        isTest ? { targets: { node: 'current' } } : { bugfixes: true, useBuiltIns: false },
      ],
      ['@babel/preset-react', { runtime: 'automatic' }],
      '@babel/preset-typescript',
    ],
    plugins: [
      ['babel-plugin-styled-components', { displayName: !api.env('production'), pure: true }],
    ],
  };
};
