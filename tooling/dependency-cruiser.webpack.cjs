// Only for dependency-cruiser: each app's `@/…` alias (apps/web and apps/admin: vite.config.ts,
// tsconfig.json) leads into that app's own src/, whichever app the importing file belongs to.
const path = require('node:path');

const APP_OF_FILE = /apps[\\/](web|admin)[\\/]/;

class AppSourceAlias {
  apply(resolver) {
    const target = resolver.ensureHook('resolve');
    resolver.getHook('described-resolve').tapAsync('AppSourceAlias', (request, context, callback) => {
      const app = APP_OF_FILE.exec(request.path || '')?.[1];
      if (!request.request?.startsWith('@/') || !app) return callback();
      const resolved = path.resolve(__dirname, '../apps', app, 'src', request.request.slice(2));
      return resolver.doResolve(
        target,
        { ...request, request: resolved },
        `@/ of apps/${app}`,
        context,
        callback,
      );
    });
  }
}

module.exports = { resolve: { plugins: [new AppSourceAlias()] } };
