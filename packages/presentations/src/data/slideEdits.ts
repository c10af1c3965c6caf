import { arrayMove } from '@dnd-kit/sortable';

/**
 * Moves the slide `active` to where `over` is (a drag or keyboard drop).
 * @example moveSlide(['a', 'b', 'c'], 'c', 'a') // ['c', 'a', 'b']
 */
export function moveSlide(slides: readonly string[], active: string, over: string): string[] {
  const from = slides.indexOf(active);
  const to = slides.indexOf(over);
  if (from < 0 || to < 0 || from === to) return [...slides];
  return arrayMove([...slides], from, to);
}

/**
 * The slides left after deleting the selected ones (order kept).
 * @example withoutSlides(['a', 'b', 'c'], new Set(['b'])) // ['a', 'c']
 */
export function withoutSlides(slides: readonly string[], selected: ReadonlySet<string>): string[] {
  return slides.filter((slide) => !selected.has(slide));
}

/**
 * The selection with `slide` added, or removed when it was selected.
 * @example toggleSlide(new Set(['a']), 'a') // Set {}
 */
export function toggleSlide(selected: ReadonlySet<string>, slide: string): Set<string> {
  const next = new Set(selected);
  if (next.has(slide)) next.delete(slide);
  else next.add(slide);
  return next;
}
