import { compileKeyframes } from './compileCss';
import { hashText } from './hash';

/** A piece of CSS a template can hold: text, a fragment, keyframes, a styled part (as a selector) or a function of the props. */
export type Interpolation<P> =
  | string
  | number
  | false
  | null
  | undefined
  | CssFragment
  | Keyframes
  | { readonly styledClass: string }
  | ((props: P) => Interpolation<P>)
  | readonly Interpolation<P>[];

/** A CSS template kept for later: interpolated into a styled part, it is evaluated with that part's props. */
export interface CssFragment {
  /** Marks a fragment among a template's values. */
  readonly kind: 'greenroom-css';
  /** The template's text around its values. */
  readonly strings: readonly string[];
  /** The template's values; functions in them take the props of the part the fragment ends up in. */
  readonly values: readonly Interpolation<never>[];
}

/** An `@keyframes` rule; interpolated, it is its name, and the rule is placed with the part using it. */
export interface Keyframes {
  /** Marks keyframes among a template's values. */
  readonly kind: 'greenroom-keyframes';
  /** The animation name (a hash of the frames), as `animation-name` takes it. */
  readonly name: string;
  /** The whole `@keyframes` rule. */
  readonly rule: string;
}

/**
 * A reusable piece of CSS for styled parts; functions in it get the props of the part it is used in.
 *
 * @example
 * const focusRing = css`
 *   &:focus-visible { outline: 2px solid var(--gr-color-focus); }
 * `;
 * const Row = styled.div<{ $open: boolean }>`
 *   ${focusRing}
 *   ${(p) => p.$open && css`background: var(--gr-color-surface-alt);`}
 * `;
 */
export function css<P = object>(strings: TemplateStringsArray, ...values: Interpolation<P>[]): CssFragment {
  return { kind: 'greenroom-css', strings: [...strings], values: values as Interpolation<never>[] };
}

/**
 * An animation's `@keyframes`, named by its content.
 *
 * @example
 * const spin = keyframes`to { transform: rotate(360deg); }`;
 * const Ring = styled.span`animation: ${spin} 0.8s linear infinite;`;
 */
export function keyframes(strings: TemplateStringsArray, ...values: (string | number)[]): Keyframes {
  const body = strings.reduce((text, part, i) => text + part + (i < values.length ? String(values[i]) : ''), '');
  const name = `gr-k${hashText(body)}`;
  return { kind: 'greenroom-keyframes', name, rule: compileKeyframes(body, name) };
}

const isFragment = (value: unknown): value is CssFragment => (value as CssFragment | null)?.kind === 'greenroom-css';
const isKeyframes = (value: unknown): value is Keyframes => (value as Keyframes | null)?.kind === 'greenroom-keyframes';
const isStyledPart = (value: unknown): value is { styledClass: string } =>
  (typeof value === 'object' || typeof value === 'function') && value !== null && 'styledClass' in value;

/** Whether a template's text is the same for every props (no functions anywhere in it). */
export function isStaticTemplate(values: readonly Interpolation<never>[]): boolean {
  return values.every((value) => {
    if (Array.isArray(value)) return isStaticTemplate(value);
    if (isFragment(value)) return isStaticTemplate(value.values);
    return typeof value !== 'function' || isStyledPart(value);
  });
}

/**
 * Writes a template out for `props`: text as it is, fragments and arrays in place, functions
 * called, a styled part as its class selector, keyframes as their name (pushed to `used`).
 */
export function writeTemplate<P>(strings: readonly string[], values: readonly Interpolation<P>[], props: P, used: Keyframes[]): string {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += writeValue(values[i], props, used) + strings[i + 1];
  return out;
}

function writeValue<P>(value: Interpolation<P>, props: P, used: Keyframes[]): string {
  if (value === null || value === undefined || value === false) return '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (isStyledPart(value)) return `.${value.styledClass}`;
  if (typeof value === 'function') return writeValue(value(props), props, used);
  if (Array.isArray(value)) return value.map((item) => writeValue(item, props, used)).join('');
  if (isKeyframes(value)) {
    used.push(value);
    return value.name;
  }
  if (isFragment(value)) return writeTemplate(value.strings, value.values as readonly Interpolation<P>[], props, used);
  return '';
}
