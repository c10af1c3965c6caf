/*
 * Turns a component's nested CSS (declarations, `&` selectors, nested blocks, @media/@supports/
 * @container) into flat rules under one class selector, the way a browser's insertRule wants them.
 * Written for the kit's own templates: no vendor prefixes, no @import, no global rules.
 */

/** Collapses runs of white space (line breaks in a template) to one space. */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** `color : red` → `color:red` (the value's own spaces stay). */
const tidyDeclaration = (text: string) => text.replace(/^([\w-]+)\s*:\s*/, '$1:');

interface Block {
  prelude: string;
  body: string;
}

/** Splits a block's body into its top-level declarations and nested blocks, in source order. */
function splitBody(body: string): { declarations: string[]; blocks: Block[] } {
  const declarations: string[] = [];
  const blocks: Block[] = [];
  let depth = 0;
  let parens = 0;
  let quote = '';
  let start = 0;
  let preludeEnd = -1;
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '(') parens++;
    else if (char === ')') parens--;
    else if (parens > 0) continue;
    else if (char === '{') {
      if (depth++ === 0) preludeEnd = i;
    } else if (char === '}') {
      if (--depth === 0) {
        blocks.push({ prelude: squash(body.slice(start, preludeEnd)), body: body.slice(preludeEnd + 1, i) });
        start = i + 1;
      }
    } else if (char === ';' && depth === 0) {
      const declaration = squash(body.slice(start, i));
      if (declaration) declarations.push(tidyDeclaration(declaration));
      start = i + 1;
    }
  }
  const rest = squash(body.slice(start));
  if (rest && depth === 0) declarations.push(tidyDeclaration(rest));
  return { declarations, blocks };
}

/** Splits a selector list at its top-level commas (not those inside `:is(…)` or `[…]`). */
export function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let nesting = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const char = list[i];
    if (char === '(' || char === '[') nesting++;
    else if (char === ')' || char === ']') nesting--;
    else if (char === ',' && nesting === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts.filter(Boolean);
}

/** A nested selector under its parents: `&` stands for each parent; without one it is a descendant. */
function nestSelector(parents: string[], child: string): string[] {
  const out: string[] = [];
  for (const part of splitSelectors(child)) {
    for (const parent of parents) out.push(part.includes('&') ? part.replace(/&/g, parent) : `${parent} ${part}`);
  }
  return out;
}

const groupingAtRule = /^@(media|supports|container|layer)\b/;

function compileBlock(body: string, selectors: string[], rules: string[]): void {
  const { declarations, blocks } = splitBody(body);
  if (declarations.length > 0) rules.push(`${selectors.join(',')}{${declarations.join(';')};}`);
  for (const block of blocks) {
    if (groupingAtRule.test(block.prelude)) {
      const inner: string[] = [];
      compileBlock(block.body, selectors, inner);
      if (inner.length > 0) rules.push(`${block.prelude}{${inner.join('')}}`);
    } else if (block.prelude.startsWith('@')) {
      rules.push(`${block.prelude}{${block.body.trim()}}`);
    } else {
      compileBlock(block.body, nestSelector(selectors, block.prelude), rules);
    }
  }
}

/**
 * Compiles nested CSS into flat rules under `selector`, in source order (a block's own
 * declarations first, then its nested rules, as stylis does).
 *
 * @example
 * compileCss('color: red; &:hover { color: blue } > svg { width: 18px }', '.gr-a');
 * // ['.gr-a{color:red;}', '.gr-a:hover{color:blue;}', '.gr-a > svg{width:18px;}']
 */
export function compileCss(css: string, selector: string): string[] {
  const rules: string[] = [];
  compileBlock(css.replace(/\/\*[\s\S]*?\*\//g, ''), [selector], rules);
  return rules;
}

/**
 * The rule text of `@keyframes name { … }` for a keyframes body.
 *
 * @example
 * compileKeyframes('to { transform: rotate(360deg) }', 'gr-k1'); // '@keyframes gr-k1{to { transform: rotate(360deg) }}'
 */
export function compileKeyframes(body: string, name: string): string {
  return `@keyframes ${name}{${body.replace(/\/\*[\s\S]*?\*\//g, '').trim()}}`;
}
