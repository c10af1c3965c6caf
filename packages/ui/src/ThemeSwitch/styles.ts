import { styled } from '../styled';

/** The three options side by side in one pill; the group's name is for assistive technology. */
export const ThemeSwitchRoot = styled.div`
  display: inline-flex;
  flex: none;
  padding: 2px;
  gap: 2px;
  border: 1px solid var(--gr-color-border);
  border-radius: 999px;
  background: var(--gr-color-surface);
  margin: 0;
  min-inline-size: 0;
`;

/** One option: an icon whose label names it; the native radio inside gives the keyboard. */
export const ThemeOption = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: 999px;
  color: var(--gr-color-text-muted);
  cursor: pointer;

  svg {
    width: 16px;
    height: 16px;
  }

  &:hover {
    color: var(--gr-color-text);
  }

  &:has(input:checked) {
    background: var(--gr-color-primary);
    color: var(--gr-color-primary-contrast);
  }

  &:has(input:focus-visible) {
    outline: 2px solid var(--gr-color-focus);
    outline-offset: 2px;
  }
`;

/** The native radio: invisible, yet focusable and covering the option so a click lands on it. */
export const ThemeRadio = styled.input`
  position: absolute;
  inset: 0;
  margin: 0;
  opacity: 0;
  cursor: pointer;
`;
