import { TextsProvider, type TextOverrides } from '@greenroom/core';
import { renderStory, type ApiCall } from '@greenroom/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BrandingStoryPortal, STORY_SPACE_ID } from '../stories/BrandingStoryPortal';
import { BrandingTab, type BrandingSection } from './BrandingTab';

interface HostProps {
  locale?: string;
  texts?: TextOverrides;
  section?: BrandingSection;
  failing?: ApiCall[];
}

/** The tab in a host that picks the locale and overrides, with a button to switch to English. */
function Host({ locale = 'de', texts, section = 'inRoom', failing }: HostProps) {
  const [current, setCurrent] = useState(locale);
  return (
    <BrandingStoryPortal failing={failing}>
      <button type="button" onClick={() => setCurrent('en')}>
        switch to English
      </button>
      <TextsProvider locale={current} texts={texts}>
        <BrandingTab spaceID={STORY_SPACE_ID} role={1} initialSection={section} />
      </TextsProvider>
    </BrandingStoryPortal>
  );
}

describe('BrandingTab in other words', () => {
  it('speaks German: sections, rows and an edit dialog', async () => {
    const { user } = renderStory(Host);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Im Raum', 'Web', 'E-Mail']);
    expect(await screen.findByRole('button', { name: 'Vorschau von Lobby Background' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lobby Background hochladen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Floor Color bearbeiten' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Floor Color bearbeiten' }));
    const dialog = screen.getByRole('dialog', { name: 'Floor Color bearbeiten' });
    expect(within(dialog).getByRole('button', { name: 'SPEICHERN' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ABBRECHEN' })).toBeInTheDocument();
  });

  it('speaks German in the Web section, its alert included', async () => {
    const { user, alert } = renderStory(Host, { args: { section: 'web', failing: ['skins.updateUi'] } });
    expect(await screen.findByRole('radiogroup', { name: 'Web-Design' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Dunkel' })).toBeChecked();
    expect(screen.getByText('Akzentfarbe')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Hell' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Beim Ändern des Designs für diesen Space ist ein Fehler aufgetreten'));
  });

  it('switches to English at run time', async () => {
    const { user } = renderStory(Host, { args: { section: 'web' } });
    expect(await screen.findByText('Akzentfarbe')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'switch to English' }));
    expect(screen.getByText('Hightlight Color')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Web Theme' })).toBeInTheDocument();
  });

  it("shows a host's overrides on top of the locale", async () => {
    const texts: TextOverrides = { branding: { highlightColor: 'Accent', sections: { inRoom: 'Venue' }, uploadRow: (label) => `Replace ${label}` } };
    renderStory(Host, { args: { locale: 'en', texts, section: 'web' } });
    expect(await screen.findByText('Accent')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Venue', 'Web', 'Email']);
    expect(await screen.findByRole('button', { name: 'Replace Header Logo' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Web Theme' })).toBeInTheDocument();
  });
});
