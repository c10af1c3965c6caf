import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Basic } from './PresentersPanel.stories';

const loads = vi.hoisted(() => ({ presenter: 0 }));
vi.mock('../PresenterDialog/PresenterDialog', async (importOriginal) => {
  loads.presenter += 1;
  return importOriginal();
});

describe('PresentersPanel, loaded on use', () => {
  it('lists the presenters without loading the presenter dialog, and loads it on NEW', async () => {
    const { user } = renderStory(Basic);
    await screen.findByText('Margaret Hamilton');
    expect(loads.presenter).toBe(0);
    await user.click(screen.getByRole('button', { name: 'NEW' }));
    const firstName = await screen.findByLabelText('First Name', {}, { timeout: 15_000 });
    expect(screen.getByRole('dialog', { name: 'Add Presenter' })).toContainElement(firstName);
    expect(loads.presenter).toBe(1);
    await user.click(within(screen.getByRole('dialog', { name: 'Add Presenter' })).getByRole('button', { name: 'CANCEL' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
