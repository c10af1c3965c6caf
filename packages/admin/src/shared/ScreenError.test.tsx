import { renderStory } from '@greenroom/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, Empty } from './ScreenError.stories';
import { ScreenError } from './ScreenError';

describe('ScreenError', () => {
  it('announces the message as an alert', () => {
    renderStory(Basic);
    expect(screen.getByRole('alert')).toHaveTextContent(/^An error occurred creating this project$/);
  });

  it('shows nothing without a message', () => {
    const { container } = renderStory(Empty);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(container.querySelector('[data-ui="ScreenError"]')).toBeNull();
  });

  it('shows nothing for an empty or missing message either', () => {
    const Blank = () => (
      <>
        <ScreenError message="" />
        <ScreenError message={undefined} />
      </>
    );
    renderStory(Blank);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
