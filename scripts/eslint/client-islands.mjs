import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** How a module's path ends, tried in this order (imports in the site leave the extension out). */
const ENDINGS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** The directives a parsed module starts with ('use client', 'use server'). */
function directivesOf(program) {
  const directives = [];
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement' || typeof statement.directive !== 'string') break;
    directives.push(statement.directive);
  }
  return directives;
}

function readModule(path) {
  for (const ending of ENDINGS) {
    try {
      return { path: path + ending, text: readFileSync(path + ending, 'utf8') };
    } catch {
      // Not this ending.
    }
  }
  return null;
}

/**
 * "A client island never imports a server-only module." A module that starts with 'use client' is sent to the
 * browser with everything it imports, so none of its imports may be
 *
 * - the `server-only` marker itself,
 * - the content module (`lib/content`, the site's only way to Directus, with its token),
 * - a module in a `server/` folder, or one that marks itself with `import 'server-only'`,
 *
 * except a server-actions module ('use server'), which the browser calls across the network by design. Type-only
 * imports are fine: no code crosses. Only direct imports are checked; Next's build stops at deeper ones (the
 * `server-only` marker), and this rule says why before a build does.
 */
export function clientIslandsRule({ root, siteSource, siteAlias = '@/' }) {
  const contentModule = join(root, siteSource, 'lib', 'content');

  /** Why a module (its resolved path and text) is server-only, or null. */
  function serverOnlyReason(found) {
    const path = relative(root, found.path).split(sep).join('/');
    if (found.path.startsWith(contentModule + sep)) return `${path} is the content module`;
    if (/(^|\/)server\//.test(path)) return `${path} is in a server/ folder`;
    if (/^\s*import\s+['"]server-only['"]/m.test(found.text)) return `${path} imports 'server-only'`;
    return null;
  }

  return {
    meta: {
      type: 'problem',
      docs: { description: "A 'use client' module imports no server-only module." },
      schema: [],
      messages: {
        serverOnly:
          'A client island (\'use client\') must not import a server-only module: "{{source}}" ({{reason}}). ' +
          'Pass what the island needs as props, call a server action, or import a type only.',
      },
    },
    create(context) {
      if (!directivesOf(context.sourceCode.ast).includes('use client')) return {};
      const filename = context.physicalFilename;

      function check(node, source, typeOnly) {
        if (typeOnly || typeof source !== 'string') return;
        let reason = null;
        if (source === 'server-only') reason = 'the marker of server-only code';
        else if (source.startsWith('.') || source.startsWith(siteAlias)) {
          const path = source.startsWith('.') ? resolve(dirname(filename), source) : join(root, siteSource, source.slice(siteAlias.length));
          const target = readModule(path);
          const serverActions = target && /^\s*(['"])use server\1/.test(target.text.replace(/^(\s*\/\/[^\n]*\n|\s*\/\*[\s\S]*?\*\/)*/, ''));
          if (target && !serverActions) reason = serverOnlyReason(target);
        }
        if (reason) context.report({ node, messageId: 'serverOnly', data: { source, reason } });
      }

      const typeOnlyImport = (node) =>
        node.importKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type'));
      return {
        ImportDeclaration: (node) => check(node.source, node.source.value, typeOnlyImport(node)),
        ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value, node.exportKind === 'type'),
        ExportAllDeclaration: (node) => check(node.source, node.source.value, node.exportKind === 'type'),
        ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value, false),
      };
    },
  };
}
