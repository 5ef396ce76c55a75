// The docs keep themselves true: every file or folder they name exists, and the architecture
// guide's middleware table lists createApp()'s middlewares and routers in the order the app mounts
// them (read from server/app.ts with TypeScript's parser, each mounted name traced to the module
// it is imported from).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const DOCS = ['README.md', ...readdirSync('docs').map((name) => join('docs', name))].filter((file) =>
  file.endsWith('.md'),
);
const TOP_FOLDERS = [
  'bench',
  'components',
  'deploy',
  'docs',
  'entities',
  'locales',
  'pages',
  'public',
  'renderer',
  'scripts',
  'server',
  'site',
  'tests',
  'vite-plugins',
];

/** Every `path/like/this.ts` a doc names in code spans, without patterns (`<name>`, `*`, `{en,ar}`). */
function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim());
  return spans
    .map((span) => span.replace(/[:#].*$/, '').replace(/\/$/, ''))
    .filter((span) => TOP_FOLDERS.some((folder) => span === folder || span.startsWith(`${folder}/`)))
    .filter((span) => !/[<>*{}|…\s]|\.\.\./.test(span));
}

describe('the docs', () => {
  it.each(DOCS)('%s names only paths that exist', (doc) => {
    const missing = namedPaths(readFileSync(doc, 'utf8')).filter((path) => !existsSync(path));
    expect(missing).toEqual([]);
  });
});

/** The module each name imported into server/app.ts comes from: a file of ours, or a package. */
function importsOf(source: ts.SourceFile): Map<string, string> {
  const origins = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause) continue;
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    const origin = specifier.startsWith('.')
      ? normalize(join(dirname(source.fileName), specifier)).replace(/\.js$/, '.ts')
      : specifier;
    const clause = statement.importClause;
    if (clause.name) origins.set(clause.name.text, origin);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements) origins.set(element.name.text, origin);
  }
  return origins;
}

/** The name an `app.use(…)` argument starts from: `errorHandler`, `compress({…})`, `feedRouter(parts).routes()`. */
function rootName(expression: ts.Expression): string | null {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isCallExpression(expression)) return rootName(expression.expression);
  if (ts.isPropertyAccessExpression(expression)) return rootName(expression.expression);
  return null;
}

/** The modules createApp() mounts, in order; the routers of its `routers` list where it mounts them. */
function mountedModules(): string[] {
  const file = 'server/app.ts';
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const origins = importsOf(source);
  const routers: string[] = [];
  const mounted: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'routers' && node.initializer)
      if (ts.isArrayLiteralExpression(node.initializer))
        routers.push(
          ...node.initializer.elements.map((element) => origins.get(element.getText()) ?? element.getText()),
        );
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'use' &&
      rootName(node.expression.expression) === 'app'
    ) {
      const argument = node.arguments[0];
      const name = argument ? rootName(argument) : null;
      // A router's allowedMethods() is mounted right after its routes(): one entry for both.
      const allowedMethods = argument?.getText().endsWith('.allowedMethods()') ?? false;
      if (name === 'router' && !allowedMethods) mounted.push(...routers);
      else if (name && origins.has(name)) mounted.push(origins.get(name)!);
      else if (name !== 'devMiddleware' && !allowedMethods)
        mounted.push(`(unnamed: ${argument?.getText().slice(0, 40)})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return mounted.filter((module, index) => module !== mounted[index - 1]);
}

/** The modules the guide's middleware table names, row by row, in order. */
function tabledModules(): string[] {
  const guide = readFileSync('docs/architecture.md', 'utf8');
  const table = guide.slice(guide.indexOf('### The middleware chain'), guide.indexOf('### Rendering'));
  const rows = table.split('\n').filter((line) => /^\|\s*\d+\s*\|/.test(line));
  const named = rows.flatMap((row) =>
    [...row.split('|')[2]!.matchAll(/`([^`]+)`/g)]
      .map((match) => match[1]!)
      .filter((span) => span.startsWith('server/') || /^koa-[a-z]+$/.test(span)),
  );
  return named.filter((module, index) => module !== named[index - 1]);
}

describe("the architecture guide's middleware table", () => {
  it('lists every middleware and router createApp() mounts, in its order', () => {
    expect(tabledModules()).toEqual(mountedModules());
  });
});
