import { styled } from '../styled';
import { focusRing } from '../theme/focusRing';

export const SwitchRoot = styled.span<{ $labelFirst: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: var(--gr-space-2);
  width: fit-content;

  & > label {
    order: ${(p) => (p.$labelFirst ? -1 : 0)};
  }
`;

export const Track = styled.button`
  position: relative;
  flex: none;
  width: 40px;
  height: 22px;
  padding: 0;
  border: 1px solid var(--gr-color-text-muted);
  border-radius: 999px;
  background: var(--gr-color-text-muted);
  cursor: pointer;
  transition: background-color 0.15s, border-color 0.15s;
  ${focusRing}

  &[aria-checked='true'] {
    background: var(--gr-color-primary);
    border-color: var(--gr-color-primary);
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export const Thumb = styled.span`
  position: absolute;
  top: 2px;
  left: 2px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  background: var(--gr-color-surface);
  color: var(--gr-color-primary);
  box-shadow: 0 1px 2px rgba(0, 0, 0, 0.3);
  transition: transform 0.15s;

  [aria-checked='true'] > & {
    transform: translateX(18px);
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const SwitchLabel = styled.label<{ $hidden: boolean }>`
  color: var(--gr-color-text);
  cursor: pointer;
  ${(p) =>
    p.$hidden &&
    `position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;`}

  [data-disabled] > & {
    color: var(--gr-color-disabled);
    cursor: not-allowed;
  }
`;
