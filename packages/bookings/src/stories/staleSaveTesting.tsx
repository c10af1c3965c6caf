import { REFUSAL_TEXTS, type PortalApi, type Presenter } from '@greenroom/core';
import { renderStory, type StoryRender } from '@greenroom/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { loadedDialog } from './panelTesting';

/**
 * Test helpers for the lost-update rule of the people panels (issue 25): a Manage dialog saves
 * with the version it read, two saves in a row both go through, and a 412 is told with core's
 * text, the list read again and the dialog closed. Not a story file: it holds no stories.
 */

/** One people panel, as the stale-save checks drive it. */
export interface StaleSavePanel {
  /** The panel on the demo backend. */
  Basic: ComponentType;
  /** The panel whose update rejects with 412 and core's stale-record text. */
  ChangedElsewhere: ComponentType;
  /** The person managed (in the live demo booking), by name and id. */
  person: { name: string; registrationID: string };
  /** The Manage dialog's title. */
  dialogName: string;
  /** The dialog's generic edit error, which a 412 must never show. */
  editError: string;
  list: 'registrations.listAttendees' | 'presenters.list';
  update: 'registrations.update' | 'presenters.update';
  /** Someone else's save of the person as listed (another tab, with its version), straight to the backend. */
  saveElsewhere: (api: PortalApi, person: Presenter, company: string) => Promise<unknown>;
}

async function openManage(view: StoryRender, { person, dialogName }: StaleSavePanel) {
  await view.user.click(await screen.findByRole('button', { name: `Manage ${person.name}` }));
  return loadedDialog(dialogName);
}

async function saveCompany(view: StoryRender, dialog: HTMLElement, company: string) {
  await view.user.clear(within(dialog).getByLabelText('Company'));
  await view.user.type(within(dialog).getByLabelText('Company'), company);
  await view.user.click(within(dialog).getByRole('button', { name: 'SAVE' }));
  await view.control.flush();
}

/** The person as the panel's list call answered it. */
async function listed(view: StoryRender, panel: StaleSavePanel): Promise<Presenter> {
  const results = view.control.spy(panel.list).mock.results;
  const rows = (await results[results.length - 1].value) as Presenter[];
  return rows.find((row) => row.registrationID === panel.person.registrationID)!;
}

/**
 * The lost-update checks of one people panel's Manage dialog.
 * @example describeStaleSaves({ Basic, ChangedElsewhere, person: { name: 'Grace Hopper', registrationID: 'registration-2' }, … });
 */
export function describeStaleSaves(panel: StaleSavePanel) {
  describe(`${panel.dialogName}: no lost updates`, () => {
    it('saves with the version the dialog read', async () => {
      const view = renderStory(panel.Basic);
      const dialog = await openManage(view, panel);
      const read = await listed(view, panel);
      expect(read.version).toBe(1);
      await saveCompany(view, dialog, 'Difference Engines');
      expect(view.control.spy(panel.update)).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ bookingID: read.bookingID, registrationID: panel.person.registrationID, company: 'Difference Engines', version: read.version }),
      );
    });

    it('saves twice in a row from the panel: the second save sends the version the first one answered', async () => {
      const view = renderStory(panel.Basic);
      await saveCompany(view, await openManage(view, panel), 'First Edit');
      expect(screen.queryByRole('dialog', { name: panel.dialogName })).not.toBeInTheDocument();
      await saveCompany(view, await openManage(view, panel), 'Second Edit');
      const update = view.control.spy(panel.update);
      expect(update.mock.calls.map(([body]) => body.version)).toEqual([1, 2]);
      expect((await update.mock.results[1].value).version).toBe(3);
      expect(view.alert).not.toHaveBeenCalled();
      expect(await screen.findByRole('cell', { name: 'Second Edit' })).toBeInTheDocument();
    });

    it("tells the producer with core's text on a 412, reads the list again and closes, without the edit error", async () => {
      const view = renderStory(panel.ChangedElsewhere);
      const dialog = await openManage(view, panel);
      const reads = view.control.spy(panel.list).mock.calls.length;
      await saveCompany(view, dialog, 'Lost Edit');
      expect(view.alert).toHaveBeenCalledExactlyOnceWith(REFUSAL_TEXTS.staleRecord);
      await waitFor(() => expect(view.control.spy(panel.list).mock.calls.length).toBeGreaterThan(reads));
      expect(screen.queryByRole('dialog', { name: panel.dialogName })).not.toBeInTheDocument();
      expect(screen.queryByText(panel.editError)).not.toBeInTheDocument();
    });

    it("keeps the other tab's save when this dialog was read before it, and shows that version", async () => {
      const view = renderStory(panel.Basic);
      const dialog = await openManage(view, panel);
      await panel.saveElsewhere(view.api, await listed(view, panel), 'Other Tab');
      await saveCompany(view, dialog, 'Stale Tab');
      expect(view.alert).toHaveBeenCalledExactlyOnceWith(REFUSAL_TEXTS.staleRecord);
      expect(await screen.findByRole('cell', { name: 'Other Tab' })).toBeInTheDocument();
      expect(screen.queryByRole('cell', { name: 'Stale Tab' })).not.toBeInTheDocument();
      expect((await listed(view, panel)).version).toBe(2);
    });
  });
}
