import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectTabListsThroughEditorApi } from '../stories/panelTesting';
import { GuestListTab } from './GuestListTab';

describe('GuestListTab', () => {
  it("shows the guest list of the editor's booking through the editor's api", async () => {
    await expectTabListsThroughEditorApi(GuestListTab, 'Ada Lovelace', 'registrations.listAttendees');
    expect(screen.getByRole('button', { name: 'Upload attendee list' })).toBeInTheDocument();
  });
});
