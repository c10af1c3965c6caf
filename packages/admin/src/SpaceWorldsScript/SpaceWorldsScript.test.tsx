import { renderStory } from '@greenroom/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, Error as ErrorStory, RepairError, Repairing } from './SpaceWorldsScript.stories';

async function run(user: ReturnType<typeof renderStory>['user']) {
  await user.click(screen.getByRole('button', { name: 'RUN SCRIPT' }));
  return {
    spaces: await screen.findByRole('region', { name: 'Invalid Spaces (Space)' }),
    worlds: screen.getByRole('region', { name: 'Invalid Spaces (World)' }),
  };
}

describe('SpaceWorldsScript', () => {
  it('lists both kinds of invalid spaces, each with a new-tab link, a copy button, the world and the property', async () => {
    const { user } = renderStory(Basic);
    expect(screen.queryByRole('region', { name: 'Invalid Spaces (Space)' })).not.toBeInTheDocument();
    const { spaces, worlds } = await run(user);
    const link = within(spaces).getByRole('link', { name: /Breakout Lounge/ });
    expect(link).toHaveAttribute('href', '/space/space-2');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(spaces).getByText('Property: legacyBanner')).toBeInTheDocument();
    expect(within(spaces).getByText('World: Atrium')).toBeInTheDocument();
    expect(within(spaces).getByRole('button', { name: 'Copy space ID of Breakout Lounge' })).toBeInTheDocument();
    expect(within(spaces).queryByRole('button', { name: /^REPAIR/ })).not.toBeInTheDocument();
    expect(within(worlds).getAllByRole('button', { name: /^REPAIR/ }).length).toBeGreaterThan(0);
  });

  it("REPAIR sends the world's value, spins on its row and removes the row on success", async () => {
    const { user, control } = renderStory(Repairing);
    const repair = control.spy('spaces.repairWorldSkin');
    const { worlds } = await run(user);
    const button = within(worlds).getAllByRole('button', { name: /^REPAIR/ })[0];
    const label = button.getAttribute('aria-label') ?? '';
    await user.click(button);
    await control.flush();
    expect(within(worlds).getByRole('button', { name: label })).toBeDisabled();
    expect(within(worlds).getByRole('button', { name: label })).toContainElement(within(worlds).getByRole('progressbar'));
    await control.release('spaces.repairWorldSkin');
    await waitFor(() => expect(within(worlds).queryByRole('button', { name: label })).not.toBeInTheDocument());
    const [world] = (await control.api.worlds.list()).filter((w) => w.worldID === 'world-1');
    const sent = repair.mock.calls[0][0];
    expect(sent).toEqual({ spaceID: 'space-2', property: sent.property, value: world.worldSkin[sent.property].value });
  });

  it("shows 'An error occurred' when the script fails", async () => {
    const { user } = renderStory(ErrorStory);
    await user.click(screen.getByRole('button', { name: 'RUN SCRIPT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
  });

  it("shows 'An error occurred' and keeps the row when a repair fails", async () => {
    const { user } = renderStory(RepairError);
    const { worlds } = await run(user);
    const button = within(worlds).getAllByRole('button', { name: /^REPAIR/ })[0];
    const label = button.getAttribute('aria-label') ?? '';
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    expect(within(worlds).getByRole('button', { name: label })).toBeEnabled();
  });
});
