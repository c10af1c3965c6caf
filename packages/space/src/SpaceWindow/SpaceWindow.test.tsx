import { createSelectionStore, createTestApi, deferred, HttpError, type PortalApi, type Space, type SpacesApi } from '@greenroom/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PortalFixture } from '@greenroom/testing';
import { makeSpace, unsortedProjects } from '../testing/fixtures';
import { SpaceWindow, type SpaceWindowProps } from './SpaceWindow';
import { Basic, Loading, NoSpace, SuperAdmin, UsageError } from './SpaceWindow.stories';

// The first render of the file (styles, portals, floating-ui) is slow on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

const setup = () => userEvent.setup({ delay: null });
const tab = (name: string) => screen.getByRole('tab', { name });


const spaces: Space[] = [makeSpace(), makeSpace({ spaceID: 's-a1', spaceName: 'Atrium', maximumUserHours: 10 })];

function testApi(get?: SpacesApi['get']): PortalApi {
  return createTestApi({
    spaces: {
      get:
        get ??
        (async ({ spaceID }) => {
          const found = spaces.find((s) => s.spaceID === spaceID);
          if (!found) throw new HttpError(404, 'Space not found.');
          return found;
        }),
      usage: async () => ({ usageSeconds: 3600 }),
    },
    projects: { listWithSpaces: async () => unsortedProjects() },
  });
}

const tabs: SpaceWindowProps['tabs'] = {
  bookings: <p>Bookings panel</p>,
  calendar: ({ space }) => <p>Calendars of {space.spaceName}</p>,
  branding: ({ space }) => <p>Branding of {space.spaceName}</p>,
  presentations: ({ space }) => <p>Presentations of {space.spaceName}</p>,
};

function renderWindow(api: PortalApi, props: Partial<SpaceWindowProps> = {}) {
  const navigate = vi.fn();
  const alert = vi.fn();
  const selection = createSelectionStore({ projectID: 'project-9', spaceID: 'space-9', features: { bookings: 'booking-1', calendars: 'calendar-1', presentations: 'presentation-1' } });
  const handlers = { onTabChange: vi.fn(), onSelectSpace: vi.fn(), onSignOut: vi.fn(), onAdminMenu: vi.fn() };
  const element = (extra: Partial<SpaceWindowProps>) => (
    <PortalFixture api={api} navigate={navigate} alert={alert} selection={selection}>
      <SpaceWindow producerID="producer-1" role={1} spaceID="space-9" tabs={tabs} {...handlers} {...props} {...extra} />
    </PortalFixture>
  );
  const view = render(element({}));
  return { navigate, alert, selection, ...handlers, rerender: (extra: Partial<SpaceWindowProps>) => view.rerender(element(extra)) };
}

describe('SpaceWindow', () => {
  it("adds the Integrations tab (ours) last when the host gives it, disabled until the space has loaded", async () => {
    const user = setup();
    renderWindow(testApi(), { tabs: { ...tabs, integrations: ({ space }) => <p>Keys of {space.projectID}</p> } });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Bookings', 'Calendar', 'Branding', 'Presentations', 'Integrations']);
    await waitFor(() => expect(tab('Integrations')).toBeEnabled());
    await user.click(tab('Integrations'));
    expect(await screen.findByText(`Keys of ${makeSpace().projectID}`)).toBeInTheDocument();
  });

  it('has the tabs Bookings, Calendar, Branding and Presentations, Bookings first', async () => {
    renderWindow(testApi());
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Bookings', 'Calendar', 'Branding', 'Presentations']);
    expect(tab('Bookings')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Bookings panel');
    expect(await screen.findByRole('heading', { name: 'Night Owl Hall' })).toBeInTheDocument();
  });

  it("tells the host which tab the pointer or focus reaches (to load that tab's code ahead)", async () => {
    const user = setup();
    const onTabIntent = vi.fn();
    renderWindow(testApi(), { onTabIntent });
    await user.hover(tab('Calendar'));
    expect(onTabIntent).toHaveBeenLastCalledWith('calendar');
    tab('Bookings').focus();
    expect(onTabIntent).toHaveBeenLastCalledWith('bookings');
    expect(onTabIntent).toHaveBeenCalledTimes(2);
  });

  it('disables Branding and Presentations while the space loads', async () => {
    const pending = deferred<Space>();
    renderWindow(testApi(() => pending.promise));
    expect(tab('Branding')).toBeDisabled();
    expect(tab('Presentations')).toBeDisabled();
    expect(tab('Bookings')).toBeEnabled();
    expect(tab('Calendar')).toBeEnabled();
    pending.resolve(spaces[0]);
    await waitFor(() => expect(tab('Branding')).toBeEnabled());
    expect(tab('Presentations')).toBeEnabled();
  });

  it('shows the Loading story with the space-bound tabs disabled', () => {
    render(<Loading />);
    expect(tab('Branding')).toBeDisabled();
    expect(tab('Presentations')).toBeDisabled();
  });

  it('a tab switch clears the selected booking and calendar, returns to /space/{spaceID} and reports the tab', async () => {
    const user = setup();
    const { navigate, selection, onTabChange } = renderWindow(testApi());
    await waitFor(() => expect(tab('Branding')).toBeEnabled());
    await user.click(tab('Calendar'));
    expect(tab('Calendar')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Calendars of Night Owl Hall');
    expect(onTabChange).toHaveBeenCalledWith('calendar');
    expect(navigate).toHaveBeenCalledWith('/space/space-9');
    expect(selection.getState()).toMatchObject({ features: { bookings: null, calendars: null, presentations: 'presentation-1' }, spaceID: 'space-9', projectID: 'project-9' });

    await user.click(tab('Presentations'));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Presentations of Night Owl Hall');
    expect(onTabChange).toHaveBeenLastCalledWith('presentations');
  });

  it('shows a loading screen in a space-bound tab until the space arrives', async () => {
    const user = setup();
    const pending = deferred<Space>();
    renderWindow(testApi(() => pending.promise));
    await user.click(tab('Calendar'));
    expect(screen.getByRole('tabpanel')).toContainElement(screen.getByRole('progressbar', { name: 'Loading' }));
    pending.resolve(spaces[0]);
    expect(await screen.findByText('Calendars of Night Owl Hall')).toBeInTheDocument();
  });

  it('returns to the Bookings tab when the space changes', async () => {
    const user = setup();
    const { rerender } = renderWindow(testApi());
    await waitFor(() => expect(tab('Branding')).toBeEnabled());
    await user.click(tab('Branding'));
    expect(tab('Branding')).toHaveAttribute('aria-selected', 'true');
    rerender({ spaceID: 's-a1' });
    expect(tab('Bookings')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Atrium' })).toBeInTheDocument();
  });

  it('picking a space in the header selects it, reports it and goes to /space/{spaceID}', { timeout: 20_000 }, async () => {
    const user = setup();
    const { navigate, selection, onSelectSpace } = renderWindow(testApi());
    const trigger = screen.getByRole('button', { name: 'Select Project / Space' });
    await waitFor(() => expect(trigger).toBeEnabled());
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'alpha Forum' })).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Atrium' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onSelectSpace).toHaveBeenCalledWith('s-a1');
    expect(navigate).toHaveBeenCalledWith('/space/s-a1');
    expect(selection.getState()).toMatchObject({ spaceID: 's-a1', features: {} });
  });

  it("alerts 'Error getting this space' when the space cannot be loaded", async () => {
    const { alert } = renderWindow(testApi(() => Promise.reject(new HttpError(404, 'Space not found.'))));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error getting this space'));
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it('a space that failed to load shows its error with RETRY and no tabs or bookings; RETRY loads it', async () => {
    const user = setup();
    let failing = true;
    const get = vi.fn<SpacesApi['get']>(async () => {
      if (failing) throw new HttpError(404, 'Space not found.');
      return spaces[0];
    });
    renderWindow(testApi(get));
    const main = screen.getByRole('main');
    expect(await within(main).findByText('Error getting this space')).toBeInTheDocument();
    const calls = get.mock.calls.length;
    failing = false;
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByText('Bookings panel')).not.toBeInTheDocument();
    await user.click(within(main).getByRole('button', { name: 'RETRY' }));
    expect(await screen.findByRole('tablist', { name: 'Night Owl Hall' })).toBeInTheDocument();
    expect(screen.getByText('Bookings panel')).toBeInTheDocument();
    expect(within(main).queryByText('Error getting this space')).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(calls + 1);
  });

  it('with no space selected shows the welcome panel with the product name, and no tabs', async () => {
    render(<NoSpace productName="Stagehand" />);
    expect(screen.getByRole('heading', { name: 'Welcome to Stagehand' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('has one banner, one main landmark and one level-one heading, with and without a space', async () => {
    renderWindow(testApi());
    expect(await screen.findByRole('heading', { level: 1, name: 'Night Owl Hall' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('on /home (no space) the welcome panel is the main content and the only h1', async () => {
    render(<NoSpace />);
    const main = screen.getByRole('main');
    expect(main).toContainElement(screen.getByRole('heading', { level: 1, name: 'Welcome to Greenroom' }));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('tells a producer with no project, in the welcome panel, to ask a super-admin', async () => {
    const api = createTestApi({ projects: { listWithSpaces: async () => [] } });
    renderWindow(api, { spaceID: undefined });
    expect(await screen.findByText('No project is assigned to you yet. Ask a super-admin to assign one.')).toBeInTheDocument();
  });

  it('asks for the space once, however many parts of the window show it', async () => {
    const get = vi.fn<SpacesApi['get']>(async () => spaces[0]);
    renderWindow(testApi(get));
    expect(await screen.findByRole('heading', { name: 'Night Owl Hall' })).toBeInTheDocument();
    await waitFor(() => expect(tab('Branding')).toBeEnabled());
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('renders the stories on the demo data (Basic, SuperAdmin, UsageError)', async () => {
    const basic = render(<Basic />);
    expect(await screen.findByRole('heading', { name: 'Main Hall' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Admin Menu' })).not.toBeInTheDocument();
    basic.unmount();

    const admin = render(<SuperAdmin />);
    expect(await screen.findByRole('button', { name: 'Admin Menu' })).toBeInTheDocument();
    expect(await screen.findByText('space-1')).toBeInTheDocument();
    admin.unmount();

    const alert = vi.fn();
    render(<UsageError alert={alert} />);
    expect(await screen.findByText('0.00 / 500 hours')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });
});
