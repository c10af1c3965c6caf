/**
 * The rules one server render used, gathered so the render can write them into a `<style>` of its
 * own (a server has no document to insert into, and each request must carry all of its rules).
 */
export interface StyleCollector {
  /** Records a component's rules once (keyed by its class or keyframes name). */
  add(key: string, group: number, rules: readonly string[]): void;
  /** Every recorded rule, in the components' definition order. */
  text(): string;
}

/**
 * A new, empty collector for one render: give it to a `StyleRoot` whose render has Suspense
 * boundaries (a prerender or a stream), then write {@link collectedStylesHtml} into the page's head.
 *
 * @example
 * const collector = createStyleCollector();
 * collector.add('gr-a', 1, ['.gr-a{color:red}']);
 * collector.text(); // '.gr-a{color:red}'
 */
export function createStyleCollector(): StyleCollector {
  const entries = new Map<string, { group: number; rules: readonly string[] }>();
  return {
    add(key, group, rules) {
      if (!entries.has(key)) entries.set(key, { group, rules });
    },
    text() {
      // Array.prototype.sort is stable: within a group, first use comes first.
      return [...entries.values()]
        .sort((a, b) => a.group - b.group)
        .flatMap((entry) => entry.rules)
        .join('');
    },
  };
}

/**
 * The collector's rules as the text of a `<style>` element: `</` is escaped (`<\/` reads the same
 * in CSS) so that no value can close the element early.
 * @example styleElementText(collector) // '.gr-a{content:\'<\\/b>\'}'
 */
export function styleElementText(collector: StyleCollector): string {
  return collector.text().replace(/<\//g, '<\\/');
}

/** The attribute of the `<style>` {@link collectedStylesHtml} writes. */
const SERVER_STYLES_ATTRIBUTE = 'data-greenroom-server-styles';

/**
 * The `<style>` element, as HTML, with every rule a server render collected into `collector`
 * (`StyleRoot collector={…}`): for the page's `<head>`, written once the render has finished, so
 * the parts inside Suspense boundaries are styled too. Its `nonce` (or a CSP hash of the element's
 * text) lets a strict CSP allow it. Leave it in place after hydrating: a part still waiting in a
 * boundary the browser has not hydrated yet needs it, and the kit's own sheet, which gets the same
 * rules as the browser renders, comes later in the cascade, so it wins wherever both apply.
 *
 * @example
 * const collector = createStyleCollector();
 * const { prelude } = await prerenderToNodeStream(<StyleRoot collector={collector}><App /></StyleRoot>);
 * const body = await text(prelude);
 * const head = collectedStylesHtml(collector, { nonce });
 * // → '<style data-greenroom-server-styles="" nonce="…">.gr-…{…}</style>'
 */
export function collectedStylesHtml(collector: StyleCollector, options: { nonce?: string } = {}): string {
  const nonce = options.nonce === undefined ? '' : ` nonce="${options.nonce.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}"`;
  return `<style ${SERVER_STYLES_ATTRIBUTE}=""${nonce}>${styleElementText(collector)}</style>`;
}
