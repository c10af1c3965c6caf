import { render, screen } from '@testing-library/react';
import { createRef, forwardRef, type HTMLAttributes } from 'react';
import { describe, expect, it } from 'vitest';
import { css, keyframes } from './css';
import { styled } from './styled';
import { placedStyles } from './styleSheet';

/** The rule texts placed on the page for the classes `element` carries. */
function rulesOf(element: Element): string[] {
  const classes = [...element.classList];
  return placedStyles()
    .split('\n')
    .filter((rule) => classes.some((name) => rule.includes(`.${name}`)));
}

describe('styled', () => {
  it('renders the tag with its own class and the class of its CSS, placing the rules once', () => {
    const Box = styled.div`
      padding: 4px;
      &:hover { color: red; }
    `;
    render(
      <>
        <Box>one</Box>
        <Box>two</Box>
      </>,
    );
    const one = screen.getByText('one');
    expect(one.tagName).toBe('DIV');
    expect(one.className).toBe(screen.getByText('two').className);
    const [own, css] = [...one.classList];
    expect(own).toBe(Box.styledClass);
    expect(rulesOf(one)).toEqual([`.${css}{padding:4px;}`, `.${css}:hover{color:red;}`]);
  });

  it("evaluates functions with the props, keeps $-props off the DOM and adds the caller's class last", () => {
    const Tone = styled.span<{ $tone: 'calm' | 'loud' }>`
      color: ${(p) => (p.$tone === 'loud' ? 'red' : 'gray')};
      ${(p) => p.$tone === 'loud' && css`font-weight: 700;`}
    `;
    render(
      <>
        <Tone $tone="calm">calm</Tone>
        <Tone $tone="loud" className="mine" title="t">
          loud
        </Tone>
      </>,
    );
    const loud = screen.getByText('loud');
    expect(loud).not.toHaveAttribute('$tone');
    expect(loud).toHaveAttribute('title', 't');
    expect([...loud.classList].at(-1)).toBe('mine');
    expect(rulesOf(loud).join('')).toContain('{color:red;font-weight:700;}');
    expect(rulesOf(screen.getByText('calm')).join('')).toContain('{color:gray;}');
  });

  it('passes the ref and renders another tag with `as`', () => {
    const Title = styled.h2`margin: 0;`;
    const ref = createRef<HTMLHeadingElement>();
    render(
      <Title as="h3" ref={ref}>
        heading
      </Title>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'heading' })).toBe(ref.current);
  });

  it('places a wrapper’s rules after the wrapped part’s, whichever renders first, so the wrapper wins', () => {
    const Base = styled.button`color: blue;`;
    const Wide = styled(Base)<{ $wide: boolean }>`color: green; width: ${(p) => (p.$wide ? '12rem' : 'auto')};`;
    render(<Wide $wide>wide</Wide>);
    render(<Base>base</Base>);
    const rules = placedStyles().split('\n');
    const wide = screen.getByRole('button', { name: 'wide' });
    const [baseRule] = rulesOf(screen.getByRole('button', { name: 'base' }));
    const wideRule = rulesOf(wide).find((rule) => rule.includes('color:green'));
    expect(rules.indexOf(baseRule)).toBeLessThan(rules.indexOf(wideRule as string));
    // The wrapped part still gets the $-props the wrapper was given.
    expect(wide.classList).toContain(Base.styledClass);
    expect(wide).not.toHaveAttribute('$wide');
  });

  it('wraps a plain component by its className, without $-props', () => {
    const Plain = forwardRef<HTMLParagraphElement, HTMLAttributes<HTMLParagraphElement>>(function Plain(props, ref) {
      return <p ref={ref} data-props={Object.keys(props).join(',')} {...props} />;
    });
    const Styled = styled(Plain)<{ $muted: boolean }>`opacity: ${(p) => (p.$muted ? 0.5 : 1)};`;
    render(<Styled $muted>plain</Styled>);
    expect(screen.getByText('plain')).toHaveAttribute('data-props', 'children,className');
    expect(rulesOf(screen.getByText('plain')).join('')).toContain('{opacity:0.5;}');
  });

  it('writes another part as its class selector and keyframes as their name, placing the @keyframes', () => {
    const Icon = styled.svg`width: 16px;`;
    const spin = keyframes`to { transform: rotate(360deg); }`;
    const Row = styled.div`
      ${Icon} { width: 20px; }
      animation: ${spin} 1s linear infinite;
    `;
    render(<Row>row</Row>);
    const rules = rulesOf(screen.getByText('row'));
    expect(rules.some((rule) => rule.includes(` .${Icon.styledClass}{width:20px;}`))).toBe(true);
    expect(rules.join('')).toContain(`animation:${spin.name} 1s linear infinite;`);
    expect(placedStyles()).toContain(`@keyframes ${spin.name}{to { transform: rotate(360deg); }}`);
  });
});
