/*
 * Where the kit's rules live in a browser: one constructed CSSStyleSheet, adopted by the document
 * and by every shadow root that shows kit parts. Adopted sheets are not subject to `style-src`,
 * so a client-rendered panel needs no CSP nonce. Where constructable sheets are missing (older
 * browsers, jsdom) each root gets a `<style>` element instead, carrying the page's nonce.
 *
 * Rules keep the order of their components' definitions (a group per component), not of first
 * render: `styled(Button)` is defined after Button, so its rules follow Button's and win.
 */

type StyleRoot = Document | ShadowRoot;

interface PlacedRule {
  group: number;
  text: string;
}

const placed: PlacedRule[] = [];
const inserted = new Set<string>();
const fallbackElements = new Map<StyleRoot, HTMLStyleElement>();
const attachCounts = new Map<StyleRoot, number>();
let shared: CSSStyleSheet | undefined;
let documentAdopted = false;

const constructable = () =>
  typeof Document !== 'undefined' && 'adoptedStyleSheets' in Document.prototype && 'replaceSync' in CSSStyleSheet.prototype;

/** The sheets every rule goes into: the shared constructed sheet, or each root's `<style>`. */
function targetSheets(): CSSStyleSheet[] {
  if (shared) return [shared];
  const sheets: CSSStyleSheet[] = [];
  for (const element of fallbackElements.values()) if (element.sheet) sheets.push(element.sheet);
  return sheets;
}

function fallbackElement(root: StyleRoot, nonce: string | undefined): HTMLStyleElement {
  const element = document.createElement('style');
  element.setAttribute('data-greenroom-styles', '');
  if (nonce) element.nonce = nonce;
  const parent = root instanceof Document ? root.head : root;
  parent.prepend(element);
  // An empty text child makes every engine (jsdom in a shadow root too) give the element its sheet.
  element.append('');
  // A new root gets every rule placed so far, in order.
  placed.forEach((rule, index) => tryInsert(element.sheet, rule.text, index));
  return element;
}

function tryInsert(sheet: CSSStyleSheet | null, text: string, index: number): boolean {
  try {
    sheet?.insertRule(text, index);
    return true;
  } catch {
    // A rule this browser cannot parse (an unknown pseudo-class) is skipped, as a stylesheet would.
    return false;
  }
}

function adopt(root: StyleRoot, nonce: string | undefined): void {
  if (constructable()) {
    shared ??= new CSSStyleSheet();
    if (!root.adoptedStyleSheets.includes(shared)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
  } else {
    const element = fallbackElements.get(root);
    if (!element) fallbackElements.set(root, fallbackElement(root, nonce));
    // A page has one nonce; a provider that knows it may come after the first rule.
    else if (nonce && !element.nonce) element.nonce = nonce;
  }
}

/**
 * The sheet that decides whether this browser takes a rule: the shared constructed sheet, or,
 * without constructable sheets, the document's `<style>`. The document always gets it, so a part
 * rendered outside every themed root (a host's own styled element) is styled too.
 */
function ensureFirstSheet(nonce: string | undefined): void {
  if (documentAdopted) return;
  documentAdopted = true;
  adopt(document, nonce);
}

/**
 * Places a component's rules once per page (keyed by its class or keyframes name), after every
 * rule of an earlier-defined component.
 *
 * @example
 * insertStyles('gr-1x2y', 3, ['.gr-1x2y{color:red}'], nonce);
 */
export function insertStyles(key: string, group: number, rules: readonly string[], nonce?: string): void {
  if (typeof document === 'undefined' || inserted.has(key)) return;
  inserted.add(key);
  ensureFirstSheet(nonce);
  for (const text of rules) {
    let index = placed.length;
    while (index > 0 && placed[index - 1].group > group) index--;
    const sheets = targetSheets();
    // The first sheet decides whether the browser takes the rule; the others follow it.
    if (sheets.length > 0 && !tryInsert(sheets[0], text, index)) continue;
    for (const sheet of sheets.slice(1)) tryInsert(sheet, text, index);
    placed.splice(index, 0, { group, text });
  }
}

/**
 * Makes the kit's rules apply inside `root` (the document, or a shadow root a panel renders into)
 * and answers the function that takes them out of a shadow root again when the last panel there
 * is gone. The document, once attached, keeps them.
 *
 * @example
 * const detach = attachStyleRoot(host.shadowRoot!, nonce);
 * // when the panel unmounts
 * detach();
 */
export function attachStyleRoot(root: Node, nonce?: string): () => void {
  if (typeof document === 'undefined') return () => undefined;
  if (!(root instanceof ShadowRoot)) {
    adopt(document, nonce);
    return () => undefined;
  }
  attachCounts.set(root, (attachCounts.get(root) ?? 0) + 1);
  adopt(root, nonce);
  let attached = true;
  return () => {
    if (!attached) return;
    attached = false;
    const count = (attachCounts.get(root) ?? 1) - 1;
    if (count > 0) {
      attachCounts.set(root, count);
      return;
    }
    attachCounts.delete(root);
    if (shared) root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => sheet !== shared);
    fallbackElements.get(root)?.remove();
    fallbackElements.delete(root);
  };
}

/**
 * The text of every rule placed on this page, in order (for a test, or a debugging session).
 *
 * @example
 * expect(placedStyles()).toContain('.gr-1x2y{color:red}');
 */
export function placedStyles(): string {
  return placed.map((rule) => rule.text).join('\n');
}
