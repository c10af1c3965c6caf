import { describe, expect, it } from 'vitest';
import { compileCss, compileKeyframes, splitSelectors } from './compileCss';

describe('compileCss', () => {
  it("puts a block's declarations first, then its nested rules, in source order", () => {
    expect(compileCss('color: red; &:hover { color: blue; } background: none;', '.a')).toEqual([
      '.a{color:red;background:none;}',
      '.a:hover{color:blue;}',
    ]);
  });

  it('reads a nested selector without & as a descendant, and & anywhere in it as the parent', () => {
    expect(compileCss('> svg { width: 18px } :where(&) p { margin: 0 } & + & { margin-top: 4px }', '.a')).toEqual([
      '.a > svg{width:18px;}',
      ':where(.a) p{margin:0;}',
      '.a + .a{margin-top:4px;}',
    ]);
  });

  it('multiplies selector lists, keeping commas inside :is() and attribute values whole', () => {
    expect(compileCss('&, & *::before { box-sizing: border-box } :is(a, b):is(a, b) { all: revert }', '.a')).toEqual([
      '.a,.a *::before{box-sizing:border-box;}',
      '.a :is(a, b):is(a, b){all:revert;}',
    ]);
    expect(splitSelectors("[data-x='a,b'] , &:not(.b, .c)")).toEqual(["[data-x='a,b']", '&:not(.b, .c)']);
  });

  it('nests through several levels and carries the selector into @media and @supports', () => {
    expect(
      compileCss(
        `&[data-open] { > li { padding: 0; &:hover { color: red } } }
         @media (max-width: 600px) { padding: 0; & > span { display: none } }`,
        '.a',
      ),
    ).toEqual([
      '.a[data-open] > li{padding:0;}',
      '.a[data-open] > li:hover{color:red;}',
      '@media (max-width: 600px){.a{padding:0;}.a > span{display:none;}}',
    ]);
  });

  it('drops comments, folds line breaks and keeps semicolons inside strings and url()', () => {
    expect(
      compileCss(
        `/* a note; with { braces } */
         content: ';';
         background: url(data:image/svg+xml;base64,AAA=);
         transition:
           color 0.15s,
           opacity 0.15s;`,
        '.a',
      ),
    ).toEqual([".a{content:';';background:url(data:image/svg+xml;base64,AAA=);transition:color 0.15s, opacity 0.15s;}"]);
  });

  it('takes a last declaration without a semicolon and writes nothing for an empty block', () => {
    expect(compileCss('color: red', '.a')).toEqual(['.a{color:red;}']);
    expect(compileCss('&:hover { }', '.a')).toEqual([]);
  });

  it('writes @keyframes as one rule under its name', () => {
    expect(compileKeyframes(' to { transform: rotate(360deg); } ', 'gr-k1')).toBe('@keyframes gr-k1{to { transform: rotate(360deg); }}');
  });
});
