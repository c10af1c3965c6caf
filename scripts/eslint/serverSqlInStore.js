// ESLint rule `greenroom/server-sql-in-store`: in the server, only a domain's store (`<domain>/store.ts`,
// `<domain>/store/**`), `platform/db/**` (opening, migrations) and the seed write SQL. Everywhere else
// — routes, schemas, services — reaches the database through a store function, so every query of a
// table can be found in one place (docs/architecture.md#the-servers-shape). eslint.config.js decides
// which files the rule runs on; the rule itself flags every query it sees.

/** Kysely's query-starting methods: each begins a statement against a table. */
const QUERY_STARTERS = new Set(['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto', 'selectNoFrom']);
const message = (what) =>
  `SQL outside a store (docs/architecture.md#the-servers-shape): ${what}. Move the query into the domain's store (\`<domain>/store.ts\` or \`<domain>/store/\`) and call it from here.`;

/** True for `sql` and `sql.raw`/`sql.ref`/… */
const isSqlTag = (node) =>
  (node.type === 'Identifier' && node.name === 'sql') || (node.type === 'MemberExpression' && node.object.type === 'Identifier' && node.object.name === 'sql');

/** @type {import('eslint').Rule.RuleModule} */
export const serverSqlInStore = {
  meta: { type: 'problem', docs: { description: 'The server writes SQL only in stores' }, schema: [] },
  create(context) {
    return {
      ImportDeclaration(node) {
        if (node.source.value !== 'kysely' || node.importKind === 'type') return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier' && specifier.importKind === 'type') continue;
          context.report({ node: specifier, message: message(`a value import from kysely (\`${specifier.local.name}\`); import its types with \`import type\``) });
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier' || !QUERY_STARTERS.has(callee.property.name)) return;
        context.report({ node: callee.property, message: message(`\`.${callee.property.name}(\``) });
      },
      TaggedTemplateExpression(node) {
        if (isSqlTag(node.tag)) context.report({ node, message: message('an sql`…` template') });
      },
    };
  },
};
