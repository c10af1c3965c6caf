import { renderStory, type ApiCall, type RenderStoryOptions } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { expect, it } from 'vitest';

// Test support for the admin list screens (every one is a kit Table): read its cells, and the
// Loading / Empty / Error states they all share. Imported by tests only, never by a story.

/**
 * The text of every cell of the table named `name`, row by row (the header row left out).
 * @example expect(tableCells('Audit Log').map((row) => row[2])).toEqual(['Cache deleted']);
 */
export function tableCells(name: string): string[][] {
  const rows = within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

/**
 * Renders a story and waits until `text` shows (the list has answered).
 * @example const { user, control } = await renderListed(Basic, 'alan@example.com');
 */
export async function renderListed<Args extends object>(Story: ComponentType<Args>, text: string, options?: RenderStoryOptions<Args>) {
  const view = renderStory(Story, options);
  await screen.findByText(text);
  return view;
}

/** The states of one list screen's stories, for {@link itShowsListStates}. @example const states: ListStates = { emptyText: 'No deliveries.', loading, error }; */
export interface ListStates {
  /** The text the table shows when the list is empty. */
  emptyText: string;
  /** The story holding `call`, and a text that shows once it is released. */
  loading: { story: ComponentType; call: ApiCall; shows: string };
  /** The story with nothing to list (its text is `emptyText`). */
  empty?: ComponentType;
  /** The story whose list call fails, and the error text it shows. */
  error: { story: ComponentType; text: string };
}

/**
 * The tests every admin list screen shares: Loading says 'Loading' and shows neither the list nor
 * the empty text until the call answers; Empty shows the empty text; Error shows its text, not the
 * empty text.
 * @example itShowsListStates({ emptyText: 'No deliveries.', loading: { story: Loading, call: 'maintenance.mailDeliveries', shows: 'alan@example.com' }, empty: Empty, error: { story: ErrorStory, text: 'An error occurred getting the mail deliveries.' } });
 */
export function itShowsListStates({ emptyText, loading, empty, error }: ListStates): void {
  it(`Loading: 'Loading', neither '${loading.shows}' nor the empty text, until ${loading.call} answers`, async () => {
    const { control } = renderStory(loading.story);
    await control.flush();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText(loading.shows)).not.toBeInTheDocument();
    expect(screen.queryByText(emptyText)).not.toBeInTheDocument();
    await control.release(loading.call);
    expect(await screen.findByText(loading.shows)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
  });

  if (empty) {
    it(`Empty: says '${emptyText}'`, async () => {
      renderStory(empty);
      expect(await screen.findByText(emptyText)).toBeInTheDocument();
    });
  }

  it(`Error: shows '${error.text}', not the empty text`, async () => {
    renderStory(error.story);
    expect(await screen.findByText(error.text)).toBeInTheDocument();
    expect(screen.queryByText(emptyText)).not.toBeInTheDocument();
  });
}
