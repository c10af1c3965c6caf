/**
 * jsdom has no `inert`, so floating-ui falls back to focus-guard spans in modal dialogs (and in
 * Safari mode, jsdom's navigator.vendor, renders them as unnamed role=button spans). Every current
 * browser has `inert`; this reflects the attribute like a browser does so tests see that markup.
 * Returns the function that removes it again.
 * @example
 * const restore = simulateInertSupport();
 * try { render(<Basic />); } finally { restore(); }
 */
export function simulateInertSupport(): () => void {
  Object.defineProperty(HTMLElement.prototype, 'inert', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('inert');
    },
    set(this: HTMLElement, value: boolean) {
      this.toggleAttribute('inert', value);
    },
  });
  return () => {
    delete (HTMLElement.prototype as { inert?: boolean }).inert;
  };
}
