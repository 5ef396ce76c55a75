// The layers of the code, each importing only the ones below it:
//   site/        facts and contracts: site profile, languages, routes and slugs, zod schemas, head
//                and page-context types. Imports nothing of ours.
//   entities/    database tables and migrations          → site
//   locales/     every word, per language                → site
//   components/  UI parts used by several pages          → site, locales
//   pages/ and renderer/  Vike pages, their own parts, the document → site, locales, components
//   server/      Koa app, API, database                  → everything above
// Tests, benchmarks, scripts and build plugins may import anything.
const layer = (from, allowed) => ({
  name: `${from}-imports-only-${allowed.join('-') || 'nothing'}`,
  comment: `${from}/ may import only ${allowed.length ? allowed.map((d) => `${d}/`).join(', ') : 'packages'} of ours`,
  severity: 'error',
  from: { path: `^${from}/` },
  to: { path: `^(site|entities|locales|components|pages|renderer|server|tests|bench|scripts|vite-plugins)/`, pathNot: `^(${[from, ...allowed].join('|')})/` },
});

module.exports = {
  forbidden: [
    layer('site', []),
    layer('entities', ['site']),
    layer('locales', ['site']),
    layer('components', ['site', 'locales']),
    layer('pages', ['site', 'locales', 'components', 'renderer']),
    layer('renderer', ['site', 'locales', 'components', 'pages']),
    layer('server', ['site', 'entities', 'locales', 'components', 'pages', 'renderer']),
    {
      name: 'no-unresolvable-import',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
