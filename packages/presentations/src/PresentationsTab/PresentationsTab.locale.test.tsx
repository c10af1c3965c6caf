import { TextsProvider, type TextOverrides } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PresentationStoryPortal, STORY_SPACE_ID } from '../stories/PresentationStoryPortal';
import { PresentationsTab } from './PresentationsTab';

/** The tab in a host that picks the locale and overrides, with a button to switch to English. */
function Host({ locale = 'de', texts }: { locale?: string; texts?: TextOverrides }) {
  const [current, setCurrent] = useState(locale);
  return (
    <PresentationStoryPortal>
      <button type="button" onClick={() => setCurrent('en')}>
        switch to English
      </button>
      <TextsProvider locale={current} texts={texts}>
        <PresentationsTab spaceID={STORY_SPACE_ID} />
      </TextsProvider>
    </PresentationStoryPortal>
  );
}

describe('PresentationsTab in other words', () => {
  it('speaks German: list, row buttons and the create dialog', async () => {
    const { user } = renderStory(Host);
    expect(await screen.findByText('Keynote Deck')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Präsentationen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keynote Deck bearbeiten' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Folien zu Keynote Deck hochladen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NEU' }));
    const dialog = screen.getByRole('dialog', { name: 'Präsentation erstellen' });
    expect(within(dialog).getByRole('textbox', { name: /Name der Präsentation/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'SPEICHERN' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ABBRECHEN' })).toBeInTheDocument();
  });

  it('speaks German in the delete dialog', async () => {
    const { user } = renderStory(Host);
    await screen.findByText('Keynote Deck');
    await user.click(screen.getByRole('button', { name: 'Town Hall Slides löschen' }));
    const dialog = screen.getByRole('dialog', { name: 'Präsentation löschen' });
    expect(within(dialog).getByText('Das Löschen einer Präsentation kann nicht rückgängig gemacht werden.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'BESTÄTIGEN' })).toBeInTheDocument();
  });

  it('switches to English at run time', async () => {
    const { user } = renderStory(Host);
    await screen.findByRole('button', { name: 'NEU' });
    await user.click(screen.getByRole('button', { name: 'switch to English' }));
    expect(screen.getByRole('button', { name: 'NEW' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Keynote Deck' })).toBeInTheDocument();
  });

  it("shows a host's overrides on top of the locale", async () => {
    const texts: TextOverrides = { presentations: { newButton: 'ADD DECK', editRow: (name) => `Rework ${name}` } };
    renderStory(Host, { args: { locale: 'en', texts } });
    await screen.findByText('Keynote Deck');
    expect(screen.getByRole('button', { name: 'ADD DECK' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rework Keynote Deck' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload slides to Keynote Deck' })).toBeInTheDocument();
  });
});
