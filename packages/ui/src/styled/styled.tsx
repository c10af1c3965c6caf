import {
  createElement,
  forwardRef,
  useContext,
  type ComponentPropsWithRef,
  type ElementType,
  type ForwardRefExoticComponent,
} from 'react';
import { compileCss } from './compileCss';
import { isStaticTemplate, writeTemplate, type Interpolation, type Keyframes } from './css';
import { hashText } from './hash';
import { insertStyles } from './styleSheet';
import { StyleContext, type StyleContextValue } from './StyleRoot';

/** A part made by `styled`: its target's props, the template's own props and `as`. */
export type StyledComponent<C extends ElementType, P extends object = object> = ForwardRefExoticComponent<
  Omit<ComponentPropsWithRef<C>, keyof P | 'as'> & P & { as?: ElementType }
> & {
  /** The part's own class: `${Part}` in another template is the selector `.styledClass`. */
  readonly styledClass: string;
};

/** The template function `styled(target)` answers; its type argument adds the part's own props. */
export type StyledTemplate<C extends ElementType> = <P extends object = object>(
  strings: TemplateStringsArray,
  ...values: Interpolation<ComponentPropsWithRef<C> & P & { as?: ElementType }>[]
) => StyledComponent<C, P>;

interface CompiledClass {
  className: string;
  rules: string[];
}

// The same CSS text always compiles to the same class, on the server and in the browser.
const compiled = new Map<string, CompiledClass>();
let groups = 0;

function compile(text: string): CompiledClass {
  let entry = compiled.get(text);
  if (!entry) {
    const className = `gr-${hashText(text)}`;
    entry = { className, rules: compileCss(text, `.${className}`) };
    compiled.set(text, entry);
  }
  return entry;
}

function place(context: StyleContextValue, key: string, group: number, rules: readonly string[]): void {
  context.collector?.add(key, group, rules);
  insertStyles(key, group, rules, context.nonce);
}

/** A target's name: its tag, the class of a wrapped styled part, or a component's name. */
function nameOf(target: ElementType): string {
  if (typeof target === 'string') return target;
  const named = target as { styledClass?: string; displayName?: string; name?: string };
  return named.styledClass ?? named.displayName ?? named.name ?? 'Component';
}

function createStyledPart<C extends ElementType>(target: C, strings: readonly string[], values: readonly Interpolation<never>[]) {
  const group = ++groups;
  const wrapsPart = typeof target === 'object' && target !== null && 'styledClass' in target;
  // The part's own class comes from what it wraps and its template (not from a counter, which
  // lazy chunks could advance in another order on the server), so server and browser agree.
  const styledClass = `gr-s${hashText(`${nameOf(target)}\u0000${strings.join('\u0000')}`)}`;
  let staticText: { text: string; keyframes: Keyframes[] } | undefined;
  const isStatic = isStaticTemplate(values);

  const Part = forwardRef<unknown, Record<string, unknown>>(function StyledPart(props, ref) {
    const context = useContext(StyleContext);
    let text: string;
    let used: Keyframes[];
    if (isStatic && staticText) {
      ({ text, keyframes: used } = staticText);
    } else {
      used = [];
      text = writeTemplate(strings, values as readonly Interpolation<typeof props>[], props, used);
      if (isStatic) staticText = { text, keyframes: used };
    }
    for (const frames of used) place(context, frames.name, 0, [frames.rule]);
    const { className, rules } = compile(text);
    place(context, className, group, rules);

    const { as, className: given, ...rest } = props as { as?: ElementType; className?: string };
    const forwarded: Record<string, unknown> = { ref };
    // `$` props are the template's own; a styled part wrapped in another still needs them.
    for (const key in rest) if (key[0] !== '$' || (wrapsPart && as === undefined)) forwarded[key] = (rest as Record<string, unknown>)[key];
    forwarded.className = given ? `${styledClass} ${className} ${given}` : `${styledClass} ${className}`;
    return createElement(as ?? target, forwarded);
  });
  const shown = target as { displayName?: string; name?: string };
  Part.displayName = `Styled(${typeof target === 'string' ? target : (shown.displayName ?? shown.name ?? 'Component')})`;
  return Object.assign(Part, { styledClass });
}

function styledTarget<C extends ElementType>(target: C): StyledTemplate<C> {
  return ((strings: TemplateStringsArray, ...values: Interpolation<never>[]) =>
    createStyledPart(target, strings, values)) as unknown as StyledTemplate<C>;
}

/** The tag names of intrinsic elements (`'div'`, `'button'`, …). */
type IntrinsicTag = Extract<ElementType, string>;

/** `styled(Component)` for any component that takes a className, and `styled.div` and so on for every tag. */
export type Styled = (<C extends ElementType>(target: C) => StyledTemplate<C>) & { readonly [K in IntrinsicTag]: StyledTemplate<K> };

/**
 * The kit's styling: a React part with scoped, themed CSS from a template. Nesting with `&`,
 * `@media`, `css` fragments, `keyframes`, functions of `$`-props (not passed to the DOM) and
 * other parts as selectors work as in styled-components; the rules go into a constructed style
 * sheet (no `<style>` tag, so no CSP nonce in a browser) or, in a server render, into the
 * provider's `<style nonce>`.
 *
 * @example
 * const Badge = styled.span<{ $tone: 'info' | 'danger' }>`
 *   padding: 0 var(--gr-space-2);
 *   color: ${(p) => (p.$tone === 'danger' ? 'var(--gr-color-danger)' : 'var(--gr-color-text)')};
 *   &:hover { text-decoration: underline; }
 * `;
 * const WideButton = styled(Button)`min-width: 12rem;`;
 */
export const styled = new Proxy(styledTarget, {
  get: (base, key) => (typeof key === 'string' && !(key in base) ? styledTarget(key as IntrinsicTag) : Reflect.get(base, key)),
}) as Styled;
