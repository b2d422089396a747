import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { EntitySchema } from '@mikro-orm/core';
import ts from 'typescript';

import { DATABASE_FACTS } from './database-facts.js';

/**
 * platform/ must name no module, module route or module table (issue 12: modules register their
 * facts through the composition root). dependency-cruiser catches imports; this catches names
 * that leak without one: a table in a SQL string, a route in an exclude list, a module's name as
 * a map key. The names come from what the modules register and serve, so a new module is
 * covered without editing this test. Comments may mention modules (as examples) and tests may
 * use them as fixtures; shipped code may not.
 */
const SRC = import.meta.dirname;
const tsFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .map((file) => join(dir, file));

/**
 * String, template and regex literal texts of a file, with property names (`{ analytics: … }`
 * keys a map as surely as `'analytics'` does), and its identifiers; no comments.
 */
function codeTexts(file: string): { literals: string[]; identifiers: string[] } {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const literals: string[] = [];
  const identifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isPropertySignature(node) || ts.isPropertyAssignment(node)) &&
      ts.isIdentifier(node.name)
    ) {
      literals.push(node.name.text);
    }
    if (ts.isIdentifier(node)) identifiers.push(node.text);
    else if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      literals.push(node.text);
    } else if (ts.isRegularExpressionLiteral(node)) literals.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { literals, identifiers };
}

/** `prefix/path` of every route a module's controllers declare (`@Controller('p')` + `@Get('x')`). */
function moduleRoutes(): string[] {
  const routes: string[] = [];
  for (const file of tsFiles(join(SRC, 'modules')).filter((f) => f.endsWith('.controller.ts'))) {
    const text = readFileSync(file, 'utf8');
    const prefix = /@Controller\('([^']+)'\)/.exec(text)?.[1];
    if (prefix === undefined) continue;
    for (const [, path] of text.matchAll(/@(?:Get|Post|Put|Patch|Delete|Head|All)\('([^']+)'\)/g)) {
      routes.push(`${prefix}/${path}`);
    }
  }
  return routes;
}

const moduleNames = readdirSync(join(SRC, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const tableNames = [
  ...DATABASE_FACTS.entities.map((entity) => (entity as EntitySchema).meta.tableName),
  ...DATABASE_FACTS.skipTables.filter((table) => typeof table === 'string'),
];
const tablePatterns = DATABASE_FACTS.skipTables.filter((table) => table instanceof RegExp);
const routes = [...DATABASE_FACTS.routesWithoutOrm.map((route) => route.path), ...moduleRoutes()];

const platform = tsFiles(join(SRC, 'platform'))
  .filter((file) => !file.endsWith('.spec.ts'))
  .map((file) => ({
    file: file.slice(SRC.length + 1),
    ...codeTexts(file),
  }));
const words = (text: string): string[] => text.split(/[^A-Za-z0-9_]+/).filter(Boolean);
/** A table named in SQL, or a literal that is just its name (prose like "artists and fans" is fine). */
const namesTable = (text: string, table: string): boolean =>
  text === table ||
  new RegExp(`\\b(from|join|into|update|table|exists)\\s+("?\\w+"?\\.)?"?${table}\\b`, 'i').test(
    text,
  );

describe('platform/ names no module fact', () => {
  it('finds the facts it looks for (so the checks below cannot pass vacuously)', () => {
    expect(moduleNames).toEqual(expect.arrayContaining(['catalogue', 'analytics', 'users']));
    expect(tableNames).toEqual(expect.arrayContaining(['users', 'tracks', 'search_words']));
    expect(tablePatterns.length).toBeGreaterThan(0);
    expect(routes).toEqual(expect.arrayContaining(['analytics/log-play', 'public/artist']));
    expect(platform.length).toBeGreaterThan(20);
  });

  it('no module name as a string or key in platform code', () => {
    const found = platform.flatMap(({ file, literals }) =>
      literals
        .filter((text) =>
          moduleNames.some((name) => text === name || text.includes(`modules/${name}`)),
        )
        .map((text) => `${file}: '${text}'`),
    );
    expect(found).toEqual([]);
  });

  it('no module table in platform code', () => {
    const found = platform.flatMap(({ file, literals, identifiers }) => [
      ...literals
        .filter((text) => tableNames.some((table) => namesTable(text, table)))
        .map((text) => `${file}: '${text}'`),
      ...[...literals.flatMap(words), ...identifiers]
        .filter((word) => tablePatterns.some((pattern) => pattern.test(word)))
        .map((word) => `${file}: ${word}`),
    ]);
    expect(found).toEqual([]);
  });

  it('no module route in platform code', () => {
    const found = platform.flatMap(({ file, literals }) =>
      literals
        .filter((text) => routes.some((route) => text.includes(route)))
        .map((text) => `${file}: '${text}'`),
    );
    expect(found).toEqual([]);
  });
});
