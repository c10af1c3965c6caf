import { styled } from '@greenroom/ui';

export const Checklist = styled.ul`
  display: grid;
  gap: var(--gr-space-1);
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: var(--gr-font-size-sm);
  color: var(--gr-color-text-muted);
`;

export const ChecklistItem = styled.li`
  display: flex;
  align-items: flex-start;
  gap: var(--gr-space-2);

  &[data-met] {
    color: var(--gr-color-text);
  }
`;

/** A hollow circle for a rule not met yet, a filled one with a check for a rule met (drawn, no text). */
export const RuleMark = styled.span<{ $met: boolean }>`
  position: relative;
  flex: none;
  box-sizing: border-box;
  width: 1em;
  height: 1em;
  margin-top: 0.2em;
  border-radius: 50%;
  border: 2px solid ${(p) => (p.$met ? 'var(--gr-color-success)' : 'var(--gr-color-text-muted)')};
  background: ${(p) => (p.$met ? 'var(--gr-color-success)' : 'transparent')};

  &::after {
    content: '';
    display: ${(p) => (p.$met ? 'block' : 'none')};
    position: absolute;
    left: 0.22em;
    top: 0.06em;
    width: 0.22em;
    height: 0.42em;
    border: solid var(--gr-color-surface);
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
`;
