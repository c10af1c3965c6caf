// Computed styles of a rendered panel, to tell a styled page from an unstyled one: the same
// properties of every element under `selector`, in document order.
const PROPERTIES = ['display', 'color', 'background-color', 'font-family', 'font-size', 'font-weight', 'border-top-color', 'border-top-width', 'border-top-style', 'padding-left', 'padding-top', 'width', 'height'];

/** One line per element: its descriptor and the properties' computed values. */
export function computedStyles(page, selector) {
  return page.evaluate(
    ({ selector, properties }) => {
      const root = document.querySelector(selector);
      if (!root) return null;
      const lines = [];
      for (const element of [root, ...root.querySelectorAll('*')].slice(0, 600)) {
        const style = getComputedStyle(element);
        const name = `${element.tagName.toLowerCase()}${element.getAttribute('data-ui') ? `[data-ui=${element.getAttribute('data-ui')}]` : ''}`;
        lines.push({ name, values: properties.map((property) => `${property}: ${style.getPropertyValue(property)}`).join('; ') });
      }
      return lines;
    },
    { selector, properties: PROPERTIES },
  );
}

/** The first differences between two computed-style lists (empty when they agree). */
export function styleDifferences(expected, actual, limit = 6) {
  if (!expected || !actual) return [`panel root not found (${!expected ? 'reference' : 'checked'} page)`];
  const differences = [];
  if (expected.length !== actual.length) differences.push(`${actual.length} elements rendered, the reference has ${expected.length}`);
  for (let index = 0; index < Math.min(expected.length, actual.length) && differences.length < limit; index += 1) {
    if (expected[index].values === actual[index].values) continue;
    const want = Object.fromEntries(expected[index].values.split('; ').map((pair) => pair.split(': ')));
    const got = Object.fromEntries(actual[index].values.split('; ').map((pair) => pair.split(': ')));
    const changed = Object.keys(want).filter((key) => want[key] !== got[key]).map((key) => `${key} ${got[key]} (reference: ${want[key]})`);
    differences.push(`${actual[index].name} #${index}: ${changed.join(', ')}`);
  }
  return differences;
}
