import { createTestApi, type PortalApi } from '@greenroom/core';
import { PortalFixture, type PortalFixtureProps } from '@greenroom/testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeSpace, unsortedProjects } from '../testing/fixtures';
import { SpaceWindow, type SpaceWindowProps } from './SpaceWindow';

// The first render of the file (styles, portals, floating-ui) is slow on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

function testApi(): PortalApi {
  return createTestApi({
    spaces: { get: async () => makeSpace(), usage: async () => ({ usageSeconds: 8100 }) },
    projects: { listWithSpaces: async () => unsortedProjects() },
  });
}

const tabs: SpaceWindowProps['tabs'] = { bookings: null, calendar: null, branding: null, presentations: null };

function renderWindow(fixture: PortalFixtureProps, spaceID?: string) {
  return render(
    <PortalFixture api={testApi()} {...fixture}>
      <SpaceWindow producerID="producer-1" role={0} spaceID={spaceID} tabs={tabs} onSignOut={() => undefined} />
    </PortalFixture>,
  );
}

describe('SpaceWindow in German', () => {
  it('shows the header, its dates and numbers, and the tabs in German', async () => {
    renderWindow({ locale: 'de' }, 'space-9');
    expect(await screen.findByRole('heading', { name: 'Night Owl Hall' })).toBeInTheDocument();
    // The dates in the space's own timezones, written the German way.
    expect(screen.getByText('Öffnet:').nextSibling).toHaveTextContent('21.11.2026');
    expect(screen.getByText('Schließt:').nextSibling).toHaveTextContent('31.12.2026');
    expect(await screen.findByText('2,25 / 40 Stunden')).toBeInTheDocument();
    expect(screen.getByText('Nutzung:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nutzung aktualisieren' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Space-ID kopieren' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Projekt / Space auswählen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Admin-Menü' })).toBeInTheDocument();
    for (const name of ['Buchungen', 'Kalender', 'Branding', 'Präsentationen']) expect(screen.getByRole('tab', { name })).toBeInTheDocument();
  });

  it('greets in German without a space', async () => {
    renderWindow({ locale: 'de', productName: 'Greenroom' });
    expect(await screen.findByRole('heading', { name: 'Willkommen bei Greenroom' })).toBeInTheDocument();
  });

  it("shows a host's override over the German text", async () => {
    renderWindow({ locale: 'de', texts: { space: { signOut: 'Tschüss', tabs: { bookings: 'Termine' } } } }, 'space-9');
    expect(await screen.findByRole('tab', { name: 'Termine' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Kalender' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tschüss' })).toBeInTheDocument();
  });
});
