// Preloaded by scripts that run the app's server modules outside Next.js (the seed, npm run alerts, admin,
// photos:move):
//   tsx --require ./scripts/server-context.cjs scripts/<script>.ts
// Those modules start with `import "server-only"`, which throws unless the react-server condition is
// set; but under that condition `next-intl` resolves to its React Server Components entry, which loads
// its client provider and fails outside Next.js's bundler (the mail templates and the error texts use
// next-intl's createTranslator). So such a script runs under the default conditions, as the Jest tests do, and here
// "server-only" is the no-op it is on the server.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload, loaded with node --require
const Module = require("node:module");

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolve(request, ...rest) {
  return request === "server-only" ? __filename : resolveFilename.call(this, request, ...rest);
};
