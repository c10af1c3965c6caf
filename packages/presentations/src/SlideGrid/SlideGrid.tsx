import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Check } from 'lucide-react';
import { memo, useMemo, useRef, type KeyboardEvent } from 'react';
import { useTexts } from '@greenroom/core';
import { presentationsTextTable } from '../texts';
import { Caption, Grid, SelectedMark, Thumbnail, Tile } from './styles';

export interface SlideGridProps {
  /** Slide file names in their order. */
  slides: readonly string[];
  /** Prefix of each slide's thumbnail address. */
  thumbnailRoot: string;
  /** The selected slides. */
  selected: ReadonlySet<string>;
  /** A click, or Enter, on a slide. */
  onToggle: (slide: string) => void;
  /** A drop (mouse or keyboard) of `active` onto the place of `over`. */
  onMove: (active: string, over: string) => void;
  /** While saving nothing moves or toggles. */
  disabled?: boolean;
}

/**
 * A grid of slide thumbnails in deck order: click (or Enter) selects, drag reorders with the
 * mouse or touch, and Space picks a slide up for the arrow keys (dnd-kit's keyboard sensor), with
 * screen-reader announcements of what moved where.
 *
 * @example
 * <SlideGrid slides={slides} thumbnailRoot={root} selected={selected}
 *   onToggle={(s) => setSelected(toggleSlide(selected, s))} onMove={(a, o) => setSlides(moveSlide(slides, a, o))} />
 */
export function SlideGrid({ slides, thumbnailRoot, selected, onToggle, onMove, disabled = false }: SlideGridProps) {
  const t = useTexts(presentationsTextTable);
  const sensors = useSensors(
    // A short move starts a drag, so a click still selects.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
  const total = slides.length;
  const position = (id: string | number) => slides.indexOf(String(id)) + 1;
  // dnd-kit reports the picked-up slide as over itself at once; only real moves are announced.
  const moved = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return t.pickedUp(position(active.id));
    },
    onDragOver: ({ active, over }) => {
      if (!over || (!moved.current && over.id === active.id)) return undefined;
      moved.current = true;
      return t.movedTo(position(active.id), position(over.id), total);
    },
    onDragEnd: ({ active, over }) => (over ? t.droppedAt(position(active.id), position(over.id), total) : undefined),
    onDragCancel: ({ active }) => t.cancelled(position(active.id)),
  };
  const instructions: ScreenReaderInstructions = { draggable: t.dragInstructions };
  const items = useMemo(() => [...slides], [slides]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
      // Tiles measured before a pick-up: the first arrow key moves the slide at once.
      measuring={{ droppable: { strategy: MeasuringStrategy.BeforeDragging } }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={items} strategy={rectSortingStrategy} disabled={disabled}>
        <Grid aria-label={t.slidesLabel} data-ui="SlideGrid">
          {slides.map((slide, index) => (
            <SortableSlide
              key={slide}
              slide={slide}
              index={index}
              total={total}
              src={`${thumbnailRoot}${slide}`}
              selected={selected.has(slide)}
              disabled={disabled}
              onToggle={onToggle}
            />
          ))}
        </Grid>
      </SortableContext>
    </DndContext>
  );
}

interface SortableSlideProps {
  slide: string;
  index: number;
  total: number;
  src: string;
  selected: boolean;
  disabled: boolean;
  onToggle: (slide: string) => void;
}

// Memoised: a drag re-renders only the tiles that move, which keeps big decks smooth.
const SortableSlide = memo(function SortableSlide({ slide, index, total, src, selected, disabled, onToggle }: SortableSlideProps) {
  const t = useTexts(presentationsTextTable);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: slide, disabled });
  const label = t.slideLabel(index + 1, total);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && isDragging) {
      // Claimed for dnd-kit's keyboard sensor, which hears it on the document and cancels the
      // move; a Dialog around the grid leaves a claimed Escape alone.
      event.preventDefault();
      return;
    }
    listeners?.onKeyDown?.(event);
    if (event.key === 'Enter' && !isDragging && !event.defaultPrevented && !disabled) {
      event.preventDefault();
      onToggle(slide);
    }
  };
  return (
    <li>
      <Tile
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        onKeyDown={onKeyDown}
        aria-label={label}
        aria-pressed={selected}
        data-slide={slide}
        $selected={selected}
        $dragging={isDragging}
        style={{ transform: CSS.Transform.toString(transform), transition }}
        onClick={() => {
          if (!disabled) onToggle(slide);
        }}
      >
        <Thumbnail src={src} alt="" loading="lazy" decoding="async" draggable={false} />
        <Caption aria-hidden>{index + 1}</Caption>
        {selected ? (
          <SelectedMark aria-hidden>
            <Check size={16} />
          </SelectedMark>
        ) : null}
      </Tile>
    </li>
  );
});
