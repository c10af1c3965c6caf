import { createContext, useContext, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { createStyleCollector, type StyleCollector } from './styleCollector';

/** What a styled part reads while it renders: the render's collector (server, hydration) and the page's nonce. */
export interface StyleContextValue {
  collector?: StyleCollector;
  nonce?: string;
}

/** @internal Read by every styled part; set by StyleRoot. */
export const StyleContext = createContext<StyleContextValue>({});

const subscribe = () => () => undefined;

/**
 * True in a server render and while the client hydrates it (React answers the server snapshot
 * then), false in any other client render.
 */
const useServerPass = () =>
  useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );

function CollectedStyles({ collector, nonce }: { collector: StyleCollector; nonce?: string }) {
  // Rendered after the children, so it holds every rule they used. Hydration renders the same
  // text; once hydrated, this element goes and the adopted sheet (filled meanwhile) takes over.
  // `</` is escaped (`<\/` reads the same in CSS) so no value can close the element early.
  return (
    <style data-greenroom-styles="" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: collector.text().replace(/<\//g, '<\\/') }} />
  );
}

/**
 * The styles' root: gives the parts below it the page's CSP nonce and, in a server render, writes
 * the rules they used into one `<style nonce>` after them. Nested roots share the outermost's
 * collector. GreenroomProvider, GreenroomThemeProvider and mountPanel each include one.
 *
 * @example
 * <StyleRoot nonce={cspNonce}>
 *   <GreenroomThemeProvider>…</GreenroomThemeProvider>
 * </StyleRoot>
 */
export function StyleRoot({ nonce, children }: { nonce?: string; children?: ReactNode }) {
  const outer = useContext(StyleContext);
  const serverPass = useServerPass();
  const own = useRef<StyleCollector | undefined>(undefined);
  if (serverPass && !outer.collector) own.current ??= createStyleCollector();
  const collector = serverPass ? (outer.collector ?? own.current) : undefined;
  const effectiveNonce = nonce ?? outer.nonce;
  const value = useMemo<StyleContextValue>(() => ({ collector, nonce: effectiveNonce }), [collector, effectiveNonce]);
  const writesStyles = collector !== undefined && collector !== outer.collector;
  return (
    <StyleContext.Provider value={value}>
      {children}
      {writesStyles && <CollectedStyles collector={collector} nonce={effectiveNonce} />}
    </StyleContext.Provider>
  );
}
