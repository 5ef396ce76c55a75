// The layers of the code, each importing only the ones listed for it:
//   site/        facts and contracts: site profile, languages, routes and slugs, zod schemas, head
//                and page-context types, structured data. Imports nothing of ours.
//   entities/    database tables and migrations          → site
//   locales/     every word, per language                → site
//   components/  UI parts used by several pages, the head → site, locales
//   pages/       Vike pages and their own parts          → site, locales, components
//   renderer/    the document and Vike's render hooks    → site, locales, components
//   server/      Koa app, API, database                  → site, entities, locales
//                (pages reach the server only through Vike's build, never by import)
//   vite-plugins/ build-time transforms                  → site
//   tests/       anything; bench/ → everything but scripts and vite-plugins; scripts/ → everything
//                but bench. The product's folders never import these three.
// No import circles anywhere: a circle makes the order modules load in matter.
const ours = '^(site|entities|locales|components|pages|renderer|server|tests|bench|scripts|vite-plugins)/';
const layer = (from, allowed) => ({
  name: `${from}-imports-only-${allowed.join('-') || 'nothing'}`,
  comment: `${from}/ may import only ${allowed.length ? allowed.map((d) => `${d}/`).join(', ') : 'packages'} of ours`,
  severity: 'error',
  from: { path: `^${from}/` },
  to: { path: ours, pathNot: `^(${[from, ...allowed].join('|')})/` },
});

module.exports = {
  forbidden: [
    layer('site', []),
    layer('entities', ['site']),
    layer('locales', ['site']),
    layer('components', ['site', 'locales']),
    layer('pages', ['site', 'locales', 'components']),
    layer('renderer', ['site', 'locales', 'components']),
    layer('server', ['site', 'entities', 'locales']),
    layer('vite-plugins', ['site']),
    // Test helpers serve tests, benchmarks and scripts; the product never imports them.
    layer('bench', ['site', 'entities', 'locales', 'components', 'pages', 'renderer', 'server', 'tests']),
    layer('scripts', [
      'site',
      'entities',
      'locales',
      'components',
      'pages',
      'renderer',
      'server',
      'tests',
      'vite-plugins',
    ]),
    // Inside the server, signing in (auth/) and the admin's features (admin/) stand side by side on
    // what both need: the route table (routes/), accounts (accounts/) and sessions (sessions/). Neither
    // imports the other, and those three import neither.
    {
      name: 'auth-and-admin-stand-apart',
      comment: 'server/auth and server/admin do not import each other',
      severity: 'error',
      from: { path: '^server/(auth|admin)/' },
      to: { path: '^server/(auth|admin)/', pathNot: '^server/$1/' },
    },
    {
      name: 'shared-admin-parts-import-neither-side',
      comment: 'server/routes, server/accounts and server/sessions serve auth and admin and import neither',
      severity: 'error',
      from: { path: '^server/(routes|accounts|sessions)/' },
      to: { path: '^server/(auth|admin)/' },
    },
    {
      name: 'no-circular',
      comment: 'two modules that import each other, directly or through others',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolvable-import',
      severity: 'error',
      from: {},
      // Modules the build makes (vite-plugins/) have no file to resolve to.
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist[^/]*|node_modules|test-results|playwright-report|screenshots)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
