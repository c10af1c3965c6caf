import { useMemo, type Ref, type RefCallback } from 'react';

/** Sets one ref (callback or object) to `value`. */
function assign<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * One ref callback that sets every given ref (callback or object; undefined ones are skipped),
 * stable while the refs are: what @floating-ui/react's useMergeRefs does, without loading
 * floating-ui into a page that shows no popover.
 * @example const ref = useMergeRefs([ownRef, props.ref]); <button ref={ref} />
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> | null {
  return useMemo(
    () => (refs.every((ref) => ref == null) ? null : (value: T | null) => refs.forEach((ref) => assign(ref, value))),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the refs themselves are the dependencies
    refs,
  );
}
