// Where each kind of thing may be imported from (README "Where things live"). Run by `npm run lint`
// and by the test command's lint step; a violation fails them.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: two modules that need each other belong together or need a third.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that leads nowhere (a typo, or an alias the checker does not know).',
      from: {},
      // Workspace packages resolve to their build, which the check does not wait for.
      to: { couldNotResolve: true, pathNot: '^@shop/' },
    },
    {
      name: 'feature-internals',
      severity: 'error',
      comment:
        "A feature uses another feature only through that feature's public entry (features/<name>/index.ts); " +
        'a component it loads lazily (React.lazy) is named by path, so the entry does not pull it into the first script.',
      from: { path: '^apps/(web|admin)/src/features/([^/]+)/' },
      to: {
        dependencyTypesNot: ['dynamic-import'],
        path: '^apps/$1/src/features/',
        pathNot: ['^apps/$1/src/features/$2/', '^apps/$1/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'lib-is-plain',
      severity: 'error',
      comment: 'lib/ holds plain helpers: no components (ui/), client state (stores/) or features.',
      from: { path: '^apps/(web|admin)/src/lib/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/$1/src/(ui|stores|features|routes)/' },
    },
    {
      name: 'shared-below-features',
      severity: 'error',
      comment: 'ui/ and stores/ are shared by the features, so they cannot depend on one.',
      from: { path: '^apps/(web|admin)/src/(ui|stores)/' },
      to: { path: '^apps/$1/src/(features|routes)/' },
    },
    {
      name: 'console-through-api-client',
      severity: 'error',
      comment:
        'The owner console (apps/admin) talks to the server only through @shop/api-client and takes its rules ' +
        'from @shop/domain: it imports neither the server nor the shop.',
      from: { path: '^apps/admin/src/' },
      to: { path: ['^apps/(server|web)/', '@shop/server'] },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: '@shop/domain is pure rules: valibot and nothing else from outside.',
      from: { path: '^packages/domain/src/', pathNot: '\\.test\\.ts$' },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-peer', 'npm-optional', 'core'],
        pathNot: 'node_modules/valibot/',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', 'routeTree\\.gen\\.ts$', '/locales/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'apps/web/tsconfig.json') },
    webpackConfig: {
      fileName: require('node:path').join(__dirname, 'tooling/dependency-cruiser.webpack.cjs'),
    },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
