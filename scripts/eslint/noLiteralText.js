// ESLint rule `greenroom/no-literal-text`: a panel shows no text written in its JSX. Every word a
// person sees or hears (element text, and the label-like attributes a screen reader reads) comes
// from the package's text table through useTexts, so a host can override it and a locale can
// translate it (docs/architecture.md#texts-and-locales).

/** Attributes whose value a person sees or a screen reader announces. */
const SPOKEN_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-valuetext', 'label', 'title', 'placeholder', 'alt', 'helperText', 'emptyText']);
const hasWord = (text) => /\p{L}{2,}/u.test(text);
const message = 'Visible text comes from the package\'s text table (useTexts), so hosts can override it and locales translate it.';

/** @type {import('eslint').Rule.RuleModule} */
export const noLiteralText = {
  meta: { type: 'problem', docs: { description: 'No user-visible text written in JSX' }, schema: [] },
  create(context) {
    return {
      JSXText(node) {
        if (hasWord(node.value)) context.report({ node, message });
      },
      'JSXExpressionContainer > Literal'(node) {
        if (typeof node.value === 'string' && hasWord(node.value) && node.parent.parent.type !== 'JSXAttribute') context.report({ node, message });
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!SPOKEN_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (value.type === 'Literal' && typeof value.value === 'string' && hasWord(value.value)) context.report({ node: value, message });
        if (value.type === 'TemplateLiteral' && value.quasis.some((part) => hasWord(part.value.cooked ?? ''))) context.report({ node: value, message });
      },
    };
  },
};
