import { renderStory } from '@greenroom/testing';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeError, Web } from '../BrandingTab/BrandingTab.stories';

async function pickHighlightColor(user: UserEvent, hex: string) {
  await user.click(await screen.findByRole('button', { name: /^Hightlight Color/ }));
  const input = await screen.findByRole('textbox', { name: 'Hex color' });
  await waitFor(() => expect(input).toHaveFocus());
  await user.clear(input);
  await user.type(input, hex);
  await user.keyboard('{Enter}');
}

describe('WebThemeControls: Hightlight Color', () => {
  it('saves the chosen colour as uiSkin.primaryColor and shows it', async () => {
    const { user, control, alert } = renderStory(Web);
    await pickHighlightColor(user, '12ab34');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hightlight Color #12ab34' })).toBeInTheDocument());
    expect(control.spy('skins.updateUi')).toHaveBeenCalledExactlyOnceWith({ spaceID: 'space-1', property: 'primaryColor', value: '#12ab34', version: 1 });
    expect(alert).not.toHaveBeenCalled();
  });

  // docs/reference/portal.md §Branding texts: this alert keeps the spelling 'occured' exactly as shown.
  it("alerts 'An error occured changing the primary color for this space' when the save fails; the colour stays", async () => {
    const { user, alert } = renderStory(ThemeError);
    const before = (await screen.findByRole('button', { name: /^Hightlight Color/ })).textContent;
    await pickHighlightColor(user, '12ab34');
    await waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith('An error occured changing the primary color for this space'));
    expect(screen.getByRole('button', { name: /^Hightlight Color/ }).textContent).toBe(before);
    expect(screen.queryByText('#12ab34')).not.toBeInTheDocument();
  });

  it("alerts 'An error occurred changing the theme for this space' when the theme save fails; the theme stays", async () => {
    const { user, alert } = renderStory(ThemeError);
    const light = await screen.findByRole('radio', { name: 'Light' });
    const checkedBefore = (light as HTMLInputElement).checked;
    await user.click(light);
    await waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith('An error occurred changing the theme for this space'));
    expect((screen.getByRole('radio', { name: 'Light' }) as HTMLInputElement).checked).toBe(checkedBefore);
  });
});
