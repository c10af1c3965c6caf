import { styled } from '../styled';

/** react-day-picker's own stylesheet, redone with the kit's tokens (its CSS file is not imported). */
export const CalendarRoot = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: var(--gr-space-2);
  font-family: var(--gr-font);
  font-size: var(--gr-font-size-md);
  color: var(--gr-color-text);

  .rdp-root {
    position: relative;
    box-sizing: border-box;
  }

  .rdp-root * {
    box-sizing: border-box;
  }

  .rdp-months {
    position: relative;
    display: flex;
    flex-wrap: wrap;
    gap: var(--gr-space-5);
    max-width: fit-content;
  }

  .rdp-month_caption {
    display: flex;
    align-items: center;
    height: 40px;
    padding-inline-start: var(--gr-space-2);
    font-weight: 600;
  }

  .rdp-nav {
    position: absolute;
    inset-block-start: 0;
    inset-inline-end: 0;
    display: flex;
    align-items: center;
    height: 40px;
  }

  .rdp-button_previous,
  .rdp-button_next {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 34px;
    height: 34px;
    padding: 0;
    border: 0;
    border-radius: var(--gr-radius-sm);
    background: none;
    color: inherit;
    cursor: pointer;
  }

  .rdp-button_previous:hover:not(:disabled),
  .rdp-button_next:hover:not(:disabled) {
    background: var(--gr-color-surface-alt);
  }

  .rdp-button_previous:disabled,
  .rdp-button_next:disabled,
  .rdp-button_previous[aria-disabled='true'],
  .rdp-button_next[aria-disabled='true'] {
    opacity: 0.5;
    cursor: default;
  }

  .rdp-chevron {
    display: inline-block;
    width: 18px;
    height: 18px;
    fill: var(--gr-color-primary);
  }

  .rdp-month_grid {
    border-collapse: collapse;
  }

  .rdp-weekday {
    padding: var(--gr-space-2) 0;
    font-size: var(--gr-font-size-sm);
    font-weight: 500;
    color: var(--gr-color-text-muted);
    text-align: center;
  }

  .rdp-day {
    width: 40px;
    height: 40px;
    padding: 0;
    text-align: center;
  }

  .rdp-day_button {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: 36px;
    margin: auto;
    padding: 0;
    border: 2px solid transparent;
    border-radius: 50%;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }

  .rdp-day_button:hover:not(:disabled) {
    background: var(--gr-color-surface-alt);
  }

  .rdp-day_button:focus-visible,
  .rdp-button_previous:focus-visible,
  .rdp-button_next:focus-visible {
    outline: 2px solid var(--gr-color-focus);
    outline-offset: 1px;
  }

  .rdp-today:not(.rdp-outside) .rdp-day_button {
    border-color: var(--gr-color-primary);
    color: var(--gr-color-primary);
    font-weight: 600;
  }

  .rdp-selected .rdp-day_button,
  .rdp-selected .rdp-day_button:hover {
    background: var(--gr-color-primary);
    color: var(--gr-color-primary-contrast);
    font-weight: 600;
  }

  .rdp-outside {
    color: var(--gr-color-text-muted);
    opacity: 0.75;
  }

  .rdp-disabled:not(.rdp-selected) {
    color: var(--gr-color-disabled);
  }

  .rdp-disabled .rdp-day_button {
    cursor: default;
  }

  .rdp-hidden {
    visibility: hidden;
  }
`;

export const CalendarTitle = styled.div`
  font-size: var(--gr-font-size-md);
  font-weight: 600;
`;
