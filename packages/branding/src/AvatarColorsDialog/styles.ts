import { styled } from '@greenroom/ui';

export const SlotGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

export const SlotRow = styled.li<{ $disabled: boolean }>`
  display: grid;
  grid-template-columns: minmax(90px, auto) minmax(0, 1fr) minmax(0, 1fr);
  align-items: start;

  /* A phone-wide dialog has no room for three columns: the slot switch takes a line of its own. */
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);

    & > :first-child {
      grid-column: 1 / -1;
    }
  }
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
