import { HttpError, REFUSAL_TEXTS } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Basic, LargeDeck, LoadError, Loading, SaveError, Saving } from './EditPresentationDialog.stories';

const nameField = () => screen.getByRole('textbox', { name: /Presentation Name/ });
const slides = () => within(screen.getByRole('list', { name: 'Slides' })).getAllByRole('button');
/** The deck order as shown: each tile's slide file name. */
const order = () => slides().map((tile) => tile.getAttribute('data-slide'));

/** Lets dnd-kit measure the tiles (it does so on the next animation frame after a pick-up or move). */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

/** Presses keys one by one, each followed by a frame. */
async function press(user: { keyboard: (keys: string) => Promise<void> }, ...keys: string[]) {
  for (const key of keys) {
    await user.keyboard(key);
    await nextFrame();
  }
}

/** The dialog has its presentation and has put the focus in the name field. */
async function opened() {
  await screen.findByRole('list', { name: 'Slides' });
  await waitFor(() => expect(nameField()).toHaveFocus());
}

/** The demo deck's three slides, as stored. */
async function storedSlides(api: { presentations: { get: (p: { presentationID: string }) => Promise<{ slides: string[] }> } }) {
  return (await api.presentations.get({ presentationID: 'presentation-1' })).slides;
}

// jsdom lays nothing out; dnd-kit's keyboard sensor moves between tiles by their rectangles,
// so each tile gets the place it would have in one row of 120px-wide cells.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const item = this.closest('li');
    const index = item?.parentElement ? Array.from(item.parentElement.children).indexOf(item) : 0;
    const left = this.dataset.slide ? index * 120 : 0;
    return { x: left, y: 0, left, top: 0, width: 100, height: 60, right: left + 100, bottom: 60, toJSON: () => ({}) } as DOMRect;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('EditPresentationDialog', () => {
  it("Loading: 'Edit Presentation' shows progress until the presentation arrives, then its name and slides", async () => {
    const { control } = renderStory(Loading);
    await control.flush();
    expect(screen.getByRole('dialog', { name: 'Edit Presentation' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading presentation' })).toBeInTheDocument();
    await control.release('presentations.get');
    expect(await screen.findByRole('textbox', { name: /Presentation Name/ })).toHaveValue('Keynote Deck');
    expect(slides()).toHaveLength(3);
    expect(slides()[0]).toHaveAccessibleName('Slide 1 of 3');
  });

  it("LoadError: says 'An error occurred getting info about this presentation'", async () => {
    renderStory(LoadError);
    expect(await screen.findByText('An error occurred getting info about this presentation')).toBeInTheDocument();
  });

  it('shows each slide as a thumbnail under the thumbnail root', async () => {
    const { api } = renderStory(Basic);
    await screen.findByRole('list', { name: 'Slides' });
    const { slides: stored, thumbnailRoot } = await api.presentations.get({ presentationID: 'presentation-1' });
    const images = screen.getByRole('list', { name: 'Slides' }).querySelectorAll('img');
    expect(Array.from(images, (img) => img.getAttribute('src'))).toEqual(stored.map((s) => `${thumbnailRoot}${s}`));
  });

  it('click selects and unselects a slide; SELECTED deletes the selected ones; SAVE sends the rest in order', async () => {
    const { user, control, api } = renderStory(Basic);
    await screen.findByRole('list', { name: 'Slides' });
    const [a, b, c] = await storedSlides(api);
    expect(screen.getByRole('button', { name: 'SELECTED' })).toBeDisabled();

    await user.click(slides()[1]);
    expect(slides()[1]).toHaveAttribute('aria-pressed', 'true');
    await user.click(slides()[0]);
    await user.click(slides()[0]);
    expect(slides()[0]).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('1 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'SELECTED' }));
    expect(order()).toEqual([a, c]);
    expect(control.spy('presentations.update')).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Saved: Keynote Deck (2 slides)')).toBeInTheDocument();
    expect(control.spy('presentations.update')).toHaveBeenCalledExactlyOnceWith({
      spaceID: 'space-1',
      presentationID: 'presentation-1',
      name: 'Keynote Deck',
      slides: [a, c],
      version: 1,
    });
    expect(b).toBeDefined();
  });

  it('Enter selects the focused slide, as a click does', async () => {
    const { user } = renderStory(Basic);
    await opened();
    slides()[2].focus();
    await user.keyboard('{Enter}');
    expect(slides()[2]).toHaveAttribute('aria-pressed', 'true');
  });

  it('ALL SLIDES empties the deck', async () => {
    const { user, control } = renderStory(Basic);
    await screen.findByRole('list', { name: 'Slides' });
    await user.click(screen.getByRole('button', { name: 'ALL SLIDES' }));
    expect(screen.getByText('This presentation has no slides yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(control.spy('presentations.update')).toHaveBeenCalledWith(expect.objectContaining({ slides: [] })));
  });

  it('reorders by keyboard: Space picks a slide up, arrows move it, Space drops it, with announcements', async () => {
    const { user, control, api } = renderStory(Basic);
    await opened();
    const [a, b, c] = await storedSlides(api);
    expect(slides()[0]).toHaveAccessibleDescription(/To move it, press Space/);

    slides()[0].focus();
    await press(user, ' ');
    expect(screen.getByText('Picked up slide 1.')).toBeInTheDocument();
    await press(user, '{ArrowRight}');
    expect(screen.getByText('Slide 1 moved to position 2 of 3.')).toBeInTheDocument();
    await press(user, '{ArrowRight}', ' ');
    expect(screen.getByText('Slide 1 dropped at position 3 of 3.')).toBeInTheDocument();
    expect(document.activeElement).toHaveAttribute('data-slide', a);
    await waitFor(() => expect(order()).toEqual([b, c, a]));

    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(control.spy('presentations.update')).toHaveBeenCalledWith(expect.objectContaining({ slides: [b, c, a] })));
    expect(await storedSlides(api)).toEqual([b, c, a]);
  });

  it('Escape during a keyboard move puts the slide back', async () => {
    const { user, api } = renderStory(Basic);
    await opened();
    const stored = await storedSlides(api);
    slides()[0].focus();
    await press(user, ' ', '{ArrowRight}', '{Escape}');
    expect(slides()[0]).toHaveFocus();
    expect(screen.getByText('Moving slide 1 was cancelled; it stays where it was.')).toBeInTheDocument();
    expect(order()).toEqual(stored);
    expect(screen.getByRole('dialog', { name: 'Edit Presentation' })).toBeInTheDocument();
    // With no slide picked up, Escape closes the dialog as usual.
    await press(user, '{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Presentation' })).not.toBeInTheDocument());
  });

  it("refuses a blank name with 'Required' and sends nothing", async () => {
    const { user, control } = renderStory(Basic);
    await screen.findByRole('list', { name: 'Slides' });
    await user.clear(nameField());
    await user.type(nameField(), '  ');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(control.spy('presentations.update')).not.toHaveBeenCalled();
  });

  it('CANCEL discards every change: reopening shows the stored deck', async () => {
    const { user, control, api } = renderStory(Basic);
    await screen.findByRole('list', { name: 'Slides' });
    const stored = await storedSlides(api);
    await user.type(nameField(), ' renamed');
    await user.click(slides()[0]);
    await user.click(screen.getByRole('button', { name: 'SELECTED' }));
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    expect(control.spy('presentations.update')).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    expect(await screen.findByRole('textbox', { name: /Presentation Name/ })).toHaveValue('Keynote Deck');
    await waitFor(() => expect(order()).toEqual(stored));
  });

  it('Saving: stays in progress until the save answers', async () => {
    const { user, control } = renderStory(Saving);
    await screen.findByRole('list', { name: 'Slides' });
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await control.flush();
    expect(screen.getByRole('progressbar', { name: 'In progress' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CANCEL' })).toBeDisabled();
    await control.release('presentations.update');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("SaveError: says 'An error occurred editing this presentation'; SAVE tries again", async () => {
    const { user, control } = renderStory(SaveError);
    await screen.findByRole('list', { name: 'Slides' });
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('An error occurred editing this presentation')).toBeInTheDocument();
    control.spy('presentations.update').mockRejectedValueOnce(new HttpError(500, 'again'));
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(control.spy('presentations.update')).toHaveBeenCalledTimes(2);
  });

  it('saves twice in a row: reopened, the dialog sends the version the first save answered', async () => {
    const { user, control, alert } = renderStory(Basic);
    await opened();
    await user.clear(nameField());
    await user.paste('Keynote 2');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Saved: Keynote 2 (3 slides)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    await opened();
    await user.clear(nameField());
    await user.paste('Keynote 3');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Saved: Keynote 3 (3 slides)')).toBeInTheDocument();

    expect(control.spy('presentations.update').mock.calls.map(([body]) => [body.name, body.version])).toEqual([
      ['Keynote 2', 1],
      ['Keynote 3', 2],
    ]);
    expect(alert).not.toHaveBeenCalled();
  });

  it('a save refused as stale (412) alerts the staleRecord text, closes without the generic error and reads the deck again', async () => {
    const { user, control, alert } = renderStory(Basic);
    await opened();
    control.spy('presentations.update').mockRejectedValueOnce(new HttpError(412, REFUSAL_TEXTS.staleRecord));
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

    await waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith('This record was changed by someone else. Reload it and try again.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('An error occurred editing this presentation')).not.toBeInTheDocument();
    expect(control.spy('presentations.get')).toHaveBeenCalledTimes(2);
  });

  it('a save over a newer one made elsewhere is refused by the backend and stores nothing', async () => {
    const { user, api, alert } = renderStory(Basic);
    await opened();
    // Another tab renames the deck while this dialog is open.
    const read = await api.presentations.get({ presentationID: 'presentation-1' });
    await api.presentations.update({ spaceID: 'space-1', presentationID: 'presentation-1', name: 'Other Tab', slides: read.slides, version: read.version });
    await user.clear(nameField());
    await user.paste('This Tab');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

    await waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith('This record was changed by someone else. Reload it and try again.'));
    expect((await api.presentations.get({ presentationID: 'presentation-1' })).name).toBe('Other Tab');
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    await opened();
    expect(nameField()).toHaveValue('Other Tab');
  });

  // 200 sortable tiles take jsdom several seconds on a busy machine (a browser, milliseconds).
  it('LargeDeck: shows all 200 slides, lazily loaded', { timeout: 30_000 }, async () => {
    renderStory(LargeDeck);
    await screen.findByRole('list', { name: 'Slides' });
    expect(slides()).toHaveLength(200);
    expect(slides()[199]).toHaveAccessibleName('Slide 200 of 200');
    expect(screen.getByRole('list', { name: 'Slides' }).querySelector('img')).toHaveAttribute('loading', 'lazy');
  });
});
