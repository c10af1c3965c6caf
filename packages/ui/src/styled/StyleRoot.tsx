import { createContext, useContext, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { createStyleCollector, styleElementText, type StyleCollector } from './styleCollector';

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
  return (
    <style data-greenroom-styles="" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: styleElementText(collector) }} />
  );
}

/** Props of {@link StyleRoot}. */
export interface StyleRootProps {
  /** The page's CSP nonce, for the `<style>` a server render writes. */
  nonce?: string;
  /**
   * Collect the server render's rules here instead of writing a `<style>` after the children.
   * For a render with Suspense boundaries (`prerender`, a stream): their parts render after the
   * root's last child, so write `collectedStylesHtml(collector)` into the head once it has
   * finished. Hydrating that page, give a collector too (a new one), so the browser's first pass
   * also writes no `<style>`.
   */
  collector?: StyleCollector;
  children?: ReactNode;
}

/**
 * The styles' root: gives the parts below it the page's CSP nonce and, in a server render, writes
 * the rules they used into one `<style nonce>` after them (or into `collector`, for the caller to
 * write). Nested roots share the outermost's collector. GreenroomProvider, GreenroomThemeProvider
 * and mountPanel each include one; a host wraps its own around them to pass a `collector`.
 *
 * @example
 * <StyleRoot nonce={cspNonce}>
 *   <GreenroomThemeProvider>…</GreenroomThemeProvider>
 * </StyleRoot>
 * @example
 * // A prerender whose panels load lazily: the styles go into the head afterwards.
 * const collector = createStyleCollector();
 * const { prelude } = await prerenderToNodeStream(<StyleRoot collector={collector}><App /></StyleRoot>);
 * const head = collectedStylesHtml(collector);
 */
export function StyleRoot({ nonce, collector: given, children }: StyleRootProps) {
  const outer = useContext(StyleContext);
  const serverPass = useServerPass();
  const own = useRef<StyleCollector | undefined>(undefined);
  if (serverPass && !given && !outer.collector) own.current ??= createStyleCollector();
  const collector = serverPass ? (given ?? outer.collector ?? own.current) : undefined;
  const effectiveNonce = nonce ?? outer.nonce;
  const value = useMemo<StyleContextValue>(() => ({ collector, nonce: effectiveNonce }), [collector, effectiveNonce]);
  const writesStyles = collector !== undefined && collector === own.current && !outer.collector;
  return (
    <StyleContext.Provider value={value}>
      {children}
      {writesStyles && <CollectedStyles collector={collector} nonce={effectiveNonce} />}
    </StyleContext.Provider>
  );
}
