import { createMemoryApi } from '@greenroom/core';
import { controlApi, renderStory, type ApiCall } from '@greenroom/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { expect } from 'vitest';
import type { EditorPanelProps } from '../BookingEditor/editorPanelProps';
import { BookingStoryPortal, bookingStorySeed, STORY_BOOKING_ID, storyBooking } from './BookingStoryPortal';

/**
 * Test helpers shared by the people tables' tests (guest list, presenters, people panel).
 * Not a story file: it holds no stories.
 */

/**
 * A dialog once its code has loaded (until then a frame with the same title shows a 'Loading'
 * spinner, named `loading`: 'Wird geladen' in German). The first open transforms the dialog's
 * modules, which is slow on a busy machine.
 * @example const dialog = await loadedDialog('Add Presenter');
 */
export const loadedDialog = (name: string, loading = 'Loading') =>
  waitFor(
    () => {
      const dialog = screen.getByRole('dialog', { name });
      expect(within(dialog).queryByRole('progressbar', { name: loading })).not.toBeInTheDocument();
      return dialog;
    },
    { timeout: 15_000 },
  );

/**
 * The first cell of every body row of the table on screen, in order.
 * @example expect(rowNames()).toEqual(['Margaret Hamilton', 'Linus Torvalds']);
 */
export const rowNames = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent);

/** A list panel's three non-list states: each story and the text (or progressbar name) it shows. */
export interface ListStates {
  empty: [ComponentType, string];
  loading: [ComponentType, string];
  error: [ComponentType, string];
}

/**
 * Renders the empty, loading and error stories one after another and checks each one's text
 * (the loading story's progressbar by its name).
 * @example await expectListStates({ empty: [Empty, 'Nobody here yet'], loading: [Loading, 'Loading people'], error: [LoadError, 'People could not be read'] });
 */
export async function expectListStates({ empty, loading, error }: ListStates) {
  const emptyRender = renderStory(empty[0]);
  expect(await screen.findByText(empty[1])).toBeInTheDocument();
  emptyRender.unmount();
  const loadingRender = renderStory(loading[0]);
  await loadingRender.control.flush();
  expect(screen.getByRole('progressbar', { name: loading[1] })).toBeInTheDocument();
  loadingRender.unmount();
  renderStory(error[0]);
  expect(await screen.findByText(error[1])).toBeInTheDocument();
}

/**
 * Renders an editor tab inside the story portal, handing it its own (editor's) api over the same
 * demo seed, and checks that the tab lists through that api only: `firstCell` shows, `call` went
 * to the editor's api for the story booking and never to the portal's.
 * @example await expectTabListsThroughEditorApi(PresentersTab, 'Margaret Hamilton', 'presenters.list');
 */
export async function expectTabListsThroughEditorApi(Tab: ComponentType<EditorPanelProps>, firstCell: string, call: ApiCall) {
  const editor = controlApi(createMemoryApi(bookingStorySeed()));
  const { control } = renderStory(() => (
    <BookingStoryPortal>
      <Tab booking={storyBooking()} superAdmin={false} api={editor.api} />
    </BookingStoryPortal>
  ));
  expect(await screen.findByRole('cell', { name: firstCell })).toBeInTheDocument();
  expect(editor.spy(call)).toHaveBeenCalledWith(expect.objectContaining({ bookingID: STORY_BOOKING_ID }));
  expect(control.spy(call)).not.toHaveBeenCalled();
}
