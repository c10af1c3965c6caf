/** The opener's events that announce a use: pointing at it, pressing it, tabbing to it. */
export interface IntentHandlers {
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onFocus: () => void;
}

/**
 * Handlers that start loading code the moment a person shows they are about to use its opener
 * (hover, touch or press, keyboard focus), so the click finds the code there. Spread them onto
 * the opener. `preload` must settle without rejecting (lazyDialog's and codeOnDemand's do).
 * @example
 * <IconButton label="Edit booking name" onClick={rename} {...preloadOnIntent(LazyBookingNameDialog.preload)}>
 *   <Pencil />
 * </IconButton>
 */
export function preloadOnIntent(preload: () => Promise<void>): IntentHandlers {
  const start = () => void preload();
  return { onPointerEnter: start, onPointerDown: start, onFocus: start };
}
