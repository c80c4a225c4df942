// "Every redirect goes through the site's one check" (apps/site/src/lib/security/redirect.ts), as a lint rule.
//
// A redirect's address is what these take, in the site and its server:
// - `redirect(…)` and `permanentRedirect(…)` (next/navigation's, in pages, actions and route handlers);
// - `NextResponse.redirect(…)` and `Response.redirect(…)` (an argument `new URL(address, base)` counts as `address`);
// - a `Location` header: a `location` key of an object given as `headers`, to `writeHead(…)` or `new Headers(…)`,
//   and `.set('location', …)`, `.append('location', …)`, `.setHeader('location', …)`.
// It must be a call of `safeRedirect(…)`, or be built from string literals alone, the page language's
// `href('/literal')` included (`${href('/account/sign-in')}?next=${href('/account/profile')}`): an address no
// request can change. Anything else, a variable, a parameter, a value read from a request, fails `npm run check`.

const CHECK = 'safeRedirect';

/** Whether an address expression is the check's answer, or fixed by the code alone. */
function isChecked(node) {
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string';
    case 'TemplateLiteral':
      return node.expressions.every(isChecked);
    case 'AwaitExpression':
    case 'TSAsExpression':
    case 'TSNonNullExpression':
      return isChecked(node.argument ?? node.expression);
    case 'ConditionalExpression':
      return isChecked(node.consequent) && isChecked(node.alternate);
    case 'BinaryExpression':
      return node.operator === '+' && isChecked(node.left) && isChecked(node.right);
    case 'CallExpression': {
      const callee = node.callee;
      if (callee.type === 'Identifier' && callee.name === CHECK) return true;
      // The page language's href('/path'): a literal path with the language's prefix.
      const name = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' ? callee.property.name : null;
      return name === 'href' && node.arguments.length === 1 && isChecked(node.arguments[0]);
    }
    default:
      return false;
  }
}

const isLocation = (key) =>
  key && ((key.type === 'Identifier' && /^location$/i.test(key.name)) || (key.type === 'Literal' && /^location$/i.test(String(key.value))));

export const checkedRedirectsRule = {
  meta: {
    type: 'problem',
    docs: { description: "A redirect's address is safeRedirect's answer, or fixed by the code." },
    schema: [],
    messages: {
      unchecked:
        "A redirect's address must come from safeRedirect() (src/lib/security/redirect.ts), the site's one check of where a " +
        'visitor is sent, or be fixed by the code (string literals, href(\'/path\')): "{{text}}" is neither.',
    },
  },
  create(context) {
    const report = (node) => {
      if (!isChecked(node)) context.report({ node, messageId: 'unchecked', data: { text: context.sourceCode.getText(node).slice(0, 80) } });
    };
    /** The address inside `new URL(address, base)`, or the argument itself. */
    const addressOf = (argument) =>
      argument.type === 'NewExpression' && argument.callee.type === 'Identifier' && argument.callee.name === 'URL'
        ? argument.arguments[0]
        : argument;
    const checkHeaders = (object) => {
      if (object?.type !== 'ObjectExpression') return;
      for (const property of object.properties) if (property.type === 'Property' && isLocation(property.key)) report(property.value);
    };
    return {
      CallExpression(node) {
        const { callee, arguments: args } = node;
        if (callee.type === 'Identifier' && (callee.name === 'redirect' || callee.name === 'permanentRedirect') && args[0]) {
          report(args[0]);
        } else if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier') {
          const method = callee.property.name;
          const object = callee.object.type === 'Identifier' ? callee.object.name : null;
          if (method === 'redirect' && (object === 'NextResponse' || object === 'Response') && args[0]) report(addressOf(args[0]));
          else if (
            ['set', 'append', 'setHeader'].includes(method) &&
            args.length === 2 &&
            args[0].type === 'Literal' &&
            isLocation(args[0])
          )
            report(args[1]);
          else if (method === 'writeHead') for (const argument of args) checkHeaders(argument);
        }
      },
      NewExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'Headers') checkHeaders(node.arguments[0]);
      },
      Property(node) {
        if (node.key.type === 'Identifier' && node.key.name === 'headers') checkHeaders(node.value);
      },
    };
  },
};
