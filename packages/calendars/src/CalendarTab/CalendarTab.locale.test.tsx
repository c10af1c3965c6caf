import { renderStory } from '@greenroom/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TextOverrides } from '@greenroom/core';
import { CalendarStoryPortal, STORY_SPACE_ID } from '../stories/CalendarStoryPortal';
import { CalendarTab } from './CalendarTab';

function tabIn(locale: string, texts?: TextOverrides) {
  return function LocalizedTab() {
    return (
      <CalendarStoryPortal locale={locale} texts={texts}>
        <CalendarTab spaceID={STORY_SPACE_ID} />
      </CalendarStoryPortal>
    );
  };
}

describe('CalendarTab in German', () => {
  it('shows the list, the detail view and the dialogs in German', async () => {
    const { user } = renderStory(tabIn('de'));

    expect(await screen.findByRole('table', { name: 'Kalender' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Bearbeiten' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NEU' }));
    expect(screen.getByRole('dialog', { name: 'Kalender benennen' })).toBeInTheDocument();
    expect(screen.getByText('Bis zu 100 Zeichen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ABBRECHEN' }));

    await user.click(await screen.findByRole('button', { name: 'Spring Season bearbeiten' }));
    expect(await screen.findByRole('heading', { name: 'Spring Season' })).toBeInTheDocument();
    expect(screen.getByText('Kalender-URL')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abonnieren' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ZURÜCK' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Kalender löschen' }));
    expect(screen.getByRole('dialog', { name: 'Kalender löschen?' })).toBeInTheDocument();
    expect(screen.getByText('Das Löschen eines Kalenders kann nicht rückgängig gemacht werden.')).toBeInTheDocument();
    // The kit's buttons speak the same language.
    expect(screen.getByRole('button', { name: 'BESTÄTIGEN' })).toBeInTheDocument();
  });

  it("shows a host's override over the German text", async () => {
    renderStory(tabIn('de', { calendars: { newButton: 'ANLEGEN', listTitle: 'Meine Kalender' } }));
    expect(await screen.findByRole('table', { name: 'Meine Kalender' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ANLEGEN' })).toBeInTheDocument();
  });
});
