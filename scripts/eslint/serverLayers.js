// ESLint rule `greenroom/server-layers`: the server's folders stand on four layers and an import
// never points up (docs/architecture.md#the-servers-shape):
//
//   0 platform/                         http, db, auth guard and user pool, config, clock, log, lib
//   1 <domain>/ (store, schemas, tables and the domain's other non-route files)
//   2 <domain>/routes.ts, <domain>/routes/
//   3 app.ts, cli.ts, index.ts, routes.ts, startServer.ts, startupErrors.ts, schemaChecks.ts, seed/, commands/
//
// Within layer 1 the domains are ordered (the `domains` option, lowest first): a domain's store may
// read a lower domain's store, never a higher one's, so no two domains lean on each other. The one
// allowed climb is platform/db/database.ts, which assembles the Database type from every
// `<domain>/tables.ts`.

import path from 'node:path';

const TOP_FILES = new Set(['app', 'cli', 'index', 'routes', 'startServer', 'startupErrors', 'schemaChecks']);
const LAYER_NAMES = ['platform', 'a domain (store, schemas, tables)', 'routes', 'the app (app, cli, index, routes, seed, commands)'];
const DOCS = 'docs/architecture.md#the-servers-shape';

/** Where a path under packages/server/src stands: its layer and, for a domain, the domain's name. */
function place(rel) {
  const parts = rel.replace(/\.(ts|js)$/, '').split('/');
  if (parts.length === 1 ? TOP_FILES.has(parts[0]) : parts[0] === 'seed' || parts[0] === 'commands') return { layer: 3 };
  if (parts[0] === 'platform') return { layer: 0 };
  if (parts[1] === 'routes') return { layer: 2, domain: parts[0] };
  return { layer: 1, domain: parts[0] };
}

/** @type {import('eslint').Rule.RuleModule} */
export const serverLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'Server imports never point to a higher layer or a higher domain' },
    schema: [{ type: 'object', properties: { domains: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
  },
  create(context) {
    const filename = context.filename.split(path.sep).join('/');
    const at = filename.lastIndexOf('packages/server/src/');
    if (at < 0) return {};
    const root = filename.slice(0, at + 'packages/server/src/'.length);
    const self = filename.slice(root.length);
    const from = place(self);
    const order = context.options[0]?.domains ?? [];

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.posix.relative(root, path.posix.resolve(path.posix.dirname(filename), source));
      if (target.startsWith('..')) return;
      const to = place(target);
      if (self === 'platform/db/database.ts' && /(^|\/)tables$/.test(target.replace(/\.ts$/, ''))) return;
      if (to.layer > from.layer) {
        context.report({
          node,
          message: `Server layers (${DOCS}): ${LAYER_NAMES[from.layer]} (${self}) may not import ${LAYER_NAMES[to.layer]} (${target}); imports point down only.`,
        });
        return;
      }
      if (from.layer === 1 && to.layer === 1 && from.domain !== to.domain) {
        const a = order.indexOf(from.domain);
        const b = order.indexOf(to.domain);
        if (a < 0 || b < 0 || b > a) {
          context.report({
            node,
            message: `Server layers (${DOCS}): the ${from.domain} domain may not import the ${to.domain} domain; a domain reads only domains listed before it (${order.join(' → ')}).`,
          });
        }
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
