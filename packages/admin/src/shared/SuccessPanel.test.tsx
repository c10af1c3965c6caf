import { renderStory } from '@greenroom/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Basic, WithoutBack } from './SuccessPanel.stories';

describe('SuccessPanel', () => {
  it("announces 'Success' (role status) and takes the focus, so a keyboard user lands on it", () => {
    renderStory(Basic);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Success$/);
    expect(document.activeElement).toBe(status);
  });

  it('BACK calls onBack', async () => {
    const onBack = vi.fn();
    const { user } = renderStory(Basic, { args: { onBack } });
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('shows no BACK without onBack', () => {
    renderStory(WithoutBack);
    expect(screen.getByRole('status')).toHaveTextContent('Success');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
