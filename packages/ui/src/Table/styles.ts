import { styled } from '../styled';
import { framedPanel } from '../internal/framedPanel';
import { focusRing } from '../theme/focusRing';

/**
 * Phone width: the table's own width (its container), so a table in a narrow card or column
 * switches too. At or below it every row is a card (see DataRow and Cell); cell content that
 * should wrap on a card uses it too.
 * @example
 * const Tags = styled.ul`
 *   white-space: nowrap;
 *   ${TABLE_CARD_QUERY} { white-space: normal; }
 * `;
 */
export const TABLE_CARD_QUERY = '@container (max-width: 600px)';

export const TableRoot = styled.div`
  ${framedPanel}
  /* Narrower than its columns, the table scrolls inside its frame; contained, its columns never
     widen what holds it (a partner's grid track, a phone-wide page). */
  position: relative; /* holds visually hidden header labels inside the frame */
  width: 100%;
  contain: inline-size;
  container-type: inline-size;
  overflow-x: auto;
  overflow-y: hidden;
  color: var(--gr-color-text);
  ${focusRing}

  /* More columns past the end edge: they fade out there, a hint to scroll. */
  &[data-more-end] {
    -webkit-mask-image: linear-gradient(to left, transparent, #000 32px);
    mask-image: linear-gradient(to left, transparent, #000 32px);
  }
`;

/*
 * Sizes and column templates are props that become classes (one per distinct value), never
 * `style` attributes: a server-rendered table keeps its layout under `style-src 'nonce-…'`.
 */

export const HeaderGroup = styled.div<{ $minWidth: number }>`
  border-bottom: 1px solid var(--gr-color-border);
  overflow: hidden;
  min-width: ${(p) => p.$minWidth}px;

  /* Cards label each cell instead: the header row stays for assistive technology only. */
  ${TABLE_CARD_QUERY} {
    position: absolute;
    width: 1px;
    height: 1px;
    min-width: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
`;

export const Row = styled.div<{ $template: string }>`
  display: grid;
  grid-template-columns: ${(p) => p.$template};
  align-items: center;
  min-width: 0;
`;

export const HeaderRow = styled(Row)`
  min-height: 40px;
`;

export const ColumnHeader = styled.div<{ $align: 'start' | 'center' | 'end' }>`
  padding: 0 var(--gr-space-3);
  font-size: var(--gr-font-size-sm);
  font-weight: 600;
  color: var(--gr-color-text-muted);
  text-align: ${(p) => p.$align};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/**
 * No reserved scrollbar gutter: a reserved gutter is empty space the rows' shading cannot reach.
 * Table measures the real scrollbar and pads the header by it instead.
 */
export const Body = styled.div<{ $maxHeight: number; $minWidth?: number }>`
  position: relative;
  overflow-y: auto;
  max-height: ${(p) => p.$maxHeight}px;
  ${(p) => (p.$minWidth === undefined ? '' : `min-width: ${p.$minWidth}px;`)}
  ${focusRing}

  ${TABLE_CARD_QUERY} {
    min-width: 0;
  }

  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const BodySizer = styled.div`
  position: relative;
  width: 100%;
`;

/** In flow (a short list; a long one in the server render, hydration and until the virtualizer's code is here), or `$positioned` at its virtual offset. */
export const DataRow = styled(Row)<{ $clickable: boolean; $height: number; $positioned: boolean }>`
  position: ${(p) => (p.$positioned ? 'absolute' : 'relative')};
  top: 0;
  left: 0;
  width: 100%;
  height: ${(p) => p.$height}px;
  background: var(--gr-color-surface);
  cursor: ${(p) => (p.$clickable ? 'pointer' : 'default')};

  &[data-alt] {
    background: var(--gr-color-surface-alt);
  }

  &:hover {
    ${(p) => (p.$clickable ? 'box-shadow: inset 3px 0 0 var(--gr-color-primary);' : '')}
  }

  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }

  /* A card: the cells stack, as tall as they need (in flow, or measured by the virtualizer). */
  ${TABLE_CARD_QUERY} {
    display: flex;
    flex-direction: column;
    align-items: stretch;
    height: auto;
    padding: var(--gr-space-2) 0;
    border-bottom: 1px solid var(--gr-color-border);
  }
`;

export const Cell = styled.div<{ $align: 'start' | 'center' | 'end' }>`
  display: flex;
  align-items: center;
  justify-content: ${(p) => (p.$align === 'start' ? 'flex-start' : p.$align === 'end' ? 'flex-end' : 'center')};
  gap: var(--gr-space-1);
  min-width: 0;
  height: 100%;
  padding: 0 var(--gr-space-3);
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;

  /* On a card: the column's name, then the value (row actions keep their place, unlabelled). The
     value wraps instead of being cut: a card is as tall as it needs. */
  ${TABLE_CARD_QUERY} {
    justify-content: flex-start;
    height: auto;
    min-height: 32px;
    padding: 0 var(--gr-space-3);
    white-space: normal;
    overflow-wrap: anywhere;

    [data-ui='TruncatedText'] {
      white-space: normal;
      overflow: visible;
      text-overflow: clip;
    }

    &[data-label]::before {
      content: attr(data-label);
      /* The header row already names the column for assistive technology. */
      content: attr(data-label) / '';
      flex: 0 0 40%;
      max-width: 10rem;
      overflow: hidden;
      text-overflow: ellipsis;
      font-size: var(--gr-font-size-sm);
      font-weight: 600;
      color: var(--gr-color-text-muted);
    }
  }
`;

export const StateCell = styled.div<{ $tone: 'muted' | 'danger' }>`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: var(--gr-space-2);
  padding: var(--gr-space-6) var(--gr-space-4);
  color: ${(p) => (p.$tone === 'danger' ? 'var(--gr-color-danger)' : 'var(--gr-color-text-muted)')};
  text-align: center;
`;
