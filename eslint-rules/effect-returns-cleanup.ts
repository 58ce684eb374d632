import type { Rule } from 'eslint';
import type * as ESTree from 'estree';

/**
 * React calls whatever an effect returns as its cleanup. An effect written with an expression body hands
 * React the expression's value: `useEffect(() => window.scrollTo(...))` gives it the Promise newer browsers
 * return from scrollTo, and React then throws "… is not a function" when the page is left. So an effect's
 * callback has a block body, and a `return` in it gives nothing or a function: an inline one, or a name
 * holding one.
 */
const EFFECT_HOOKS = new Set(['useEffect', 'useLayoutEffect', 'useInsertionEffect']);

type FunctionNode = ESTree.ArrowFunctionExpression | ESTree.FunctionExpression;

const isFunction = (node: ESTree.Node): node is FunctionNode =>
  node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression';

function hookName(callee: ESTree.Node): string | null {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier')
    return callee.property.name;
  return null;
}

const isNode = (value: unknown): value is ESTree.Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

/** The return statements of `body` itself, not of the functions nested in it. */
function ownReturns(body: ESTree.BlockStatement): ESTree.ReturnStatement[] {
  const found: ESTree.ReturnStatement[] = [];
  const visit = (node: ESTree.Node) => {
    if (node.type === 'ReturnStatement') found.push(node);
    if (isFunction(node) || node.type === 'FunctionDeclaration' || node.type === 'ClassBody') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'parent') continue;
      for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) visit(child);
    }
  };
  body.body.forEach(visit);
  return found;
}

const rule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'An effect returns nothing, or its cleanup function' },
    messages: {
      asyncEffect:
        'An effect cannot be async: its Promise would be called as the cleanup. Call an async function inside it.',
      expressionBody:
        'Give this effect a block body: `() => { … }`. An expression body returns its value, which React calls as the cleanup.',
      notCleanup:
        'An effect returns nothing or a cleanup function (inline, or a name holding one), never the value of a call.',
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        if (!EFFECT_HOOKS.has(hookName(node.callee) ?? '')) return;
        const effect = node.arguments[0];
        if (!effect || !isFunction(effect)) return;
        if (effect.async) return context.report({ node: effect, messageId: 'asyncEffect' });
        if (effect.body.type !== 'BlockStatement') {
          if (!isFunction(effect.body)) context.report({ node: effect.body, messageId: 'expressionBody' });
          return;
        }
        for (const statement of ownReturns(effect.body)) {
          const value = statement.argument;
          if (value && !isFunction(value) && value.type !== 'Identifier') {
            context.report({ node: value, messageId: 'notCleanup' });
          }
        }
      },
    };
  },
};

export default rule;
