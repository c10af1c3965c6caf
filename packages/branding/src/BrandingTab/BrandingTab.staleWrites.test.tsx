import { HttpError, REFUSAL_TEXTS } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Basic, QaColorDefaults, Web } from './BrandingTab.stories';

// Issue 25: every skin save carries the item's version as read, the next save from the same
// screen the version after it, and a stale one (412) is told in core's one text and re-read.
const STALE = 'This record was changed by someone else. Reload it and try again.';

/** Opens a colour picker by its label, types the hex and commits it with Enter. */
async function pickColor(user: UserEvent, label: RegExp, hex: string) {
  await user.click(await screen.findByRole('button', { name: label }));
  const input = await screen.findByRole('textbox', { name: 'Hex color' });
  await waitFor(() => expect(input).toHaveFocus());
  await user.clear(input);
  await user.type(input, hex);
  await user.keyboard('{Enter}');
}

/** Edit Light Intensity from the In-Room list: type the number and SAVE. */
async function editLightIntensity(user: UserEvent, value: string) {
  await user.click(await screen.findByRole('button', { name: 'Edit Light Intensity' }));
  const field = within(screen.getByRole('dialog')).getByRole('spinbutton', { name: /Light Intensity/ });
  await user.clear(field);
  await user.type(field, value);
  await user.click(screen.getByRole('button', { name: 'SAVE' }));
}

const sentVersions = (calls: unknown[][]) => calls.map(([body]) => (body as { version?: number }).version);

describe('BrandingTab: versions of skin items', () => {
  it('Hightlight Color picked twice in a row: the second save sends the version after the first', async () => {
    const { user, control, alert } = renderStory(Web);
    await pickColor(user, /^Hightlight Color/, '12ab34');
    await screen.findByRole('button', { name: 'Hightlight Color #12ab34' });
    await pickColor(user, /^Hightlight Color/, '56cd78');
    await screen.findByRole('button', { name: 'Hightlight Color #56cd78' });
    expect(sentVersions(control.spy('skins.updateUi').mock.calls)).toEqual([1, 2]);
    expect(alert).not.toHaveBeenCalled();
  });

  it('a list item edited twice in a row: the dialog reopened sends the version after the first save', async () => {
    const { user, control, alert } = renderStory(Basic);
    await editLightIntensity(user, '2');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await editLightIntensity(user, '3');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(control.spy('skins.updateWorld').mock.calls.map(([body]) => [body.value, body.version])).toEqual([
      [2, 1],
      [3, 2],
    ]);
    expect(alert).not.toHaveBeenCalled();
  });

  it('a default the space does not hold yet is saved at version 0, then at 1', async () => {
    const { user, control, alert } = renderStory(QaColorDefaults);
    for (const hex of ['101010', '202020']) {
      await user.click(await screen.findByRole('button', { name: 'Edit Q&A Display Background Color' }));
      await pickColor(user, /^Q&A Display Background Color/, hex);
      await user.click(screen.getByRole('button', { name: 'SAVE' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    expect(sentVersions(control.spy('skins.updateWorld').mock.calls)).toEqual([0, 1]);
    expect(alert).not.toHaveBeenCalled();
  });

  it('a colour save refused as stale (412) alerts the staleRecord text, not the colour error, and reads the space again', async () => {
    const { user, control, alert } = renderStory(Web);
    await screen.findByRole('button', { name: /^Hightlight Color/ });
    control.spy('skins.updateUi').mockRejectedValueOnce(new HttpError(412, REFUSAL_TEXTS.staleRecord));
    await pickColor(user, /^Hightlight Color/, '12ab34');
    await waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith(STALE));
    await waitFor(() => expect(control.spy('spaces.get')).toHaveBeenCalledTimes(2));
  });

  it('a dialog save refused as stale (412) alerts the staleRecord text, closes without its error and reads the space again', async () => {
    const { user, control, alert } = renderStory(Basic);
    await screen.findByRole('button', { name: 'Edit Light Intensity' });
    control.spy('skins.updateWorld').mockRejectedValueOnce(new HttpError(412, REFUSAL_TEXTS.staleRecord));
    await editLightIntensity(user, '2');
    await waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith(STALE));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('An error occurred editing this property')).not.toBeInTheDocument();
    await waitFor(() => expect(control.spy('spaces.get')).toHaveBeenCalledTimes(2));
  });

  it('a save over a change made elsewhere is refused by the backend; the item then shows the other value', async () => {
    const { user, api, alert } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'Edit Light Intensity' }));
    // Another tab saves the item while this dialog is open.
    await api.skins.updateWorld({ spaceID: 'space-1', property: 'lightIntensity', value: 4, version: 1 });
    const field = within(screen.getByRole('dialog')).getByRole('spinbutton', { name: /Light Intensity/ });
    await user.clear(field);
    await user.type(field, '2');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith(STALE));
    expect((await api.spaces.get({ spaceID: 'space-1', producerID: 'producer-1' })).worldSkin.lightIntensity.value).toBe(4);
    await user.click(await screen.findByRole('button', { name: 'Edit Light Intensity' }));
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByRole('spinbutton', { name: /Light Intensity/ })).toHaveValue(4));
  });
});
