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
      name: 'feature-internals',
      severity: 'error',
      comment:
        "A feature uses another feature only through that feature's public entry (features/<name>/index.ts).",
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'lib-is-plain',
      severity: 'error',
      comment: 'lib/ holds plain helpers: no components (ui/), client state (stores/) or features.',
      from: { path: '^apps/web/src/lib/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/web/src/(ui|stores|features|routes)/' },
    },
    {
      name: 'shared-below-features',
      severity: 'error',
      comment: 'ui/ and stores/ are shared by the features, so they cannot depend on one.',
      from: { path: '^apps/web/src/(ui|stores)/' },
      to: { path: '^apps/web/src/(features|routes)/' },
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
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
