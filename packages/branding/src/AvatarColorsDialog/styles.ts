import styled from 'styled-components';

export const SlotGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

export const SlotRow = styled.li<{ $disabled: boolean }>`
  display: grid;
  grid-template-columns: minmax(90px, auto) 1fr 1fr;
  align-items: start;
  gap: 12px;
  padding: 8px;
  border-radius: 8px;
  background: ${({ $disabled }) => ($disabled ? 'var(--gr-color-surface-alt)' : 'transparent')};
  /* A disabled slot greys its colours only: the slot switch and its label keep full contrast (axe color-contrast). */
  [data-ui='ColorPicker'] {
    opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};
  }
`;

export const SlotError = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: var(--gr-color-danger);
  font-size: 0.875rem;
`;
