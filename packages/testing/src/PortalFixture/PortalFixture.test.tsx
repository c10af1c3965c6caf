import { createMemoryAuth, createSelectionStore, createTestApi, isLive, useApi, useFeatureSelection, useNow, useSelection, type PortalApi } from '@greenroom/core';
import { useEffect, useState } from 'react';
import { GreenroomThemeProvider } from '@greenroom/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInFixture, renderStory } from '../renderStory';
import { PortalFixture } from './PortalFixture';
import { Basic, Dark, Failing, Loading } from './PortalFixture.stories';

/** The readout's calls have answered (so no update lands after the test). */
const settled = () => screen.findByText('Signed in as: producer');

const themeRoot = () => screen.getByRole('region', { name: 'Portal' }).closest('[data-ui="GreenroomTheme"]');

describe('PortalFixture', () => {
  it('provides the in-memory demo world, signed in as producer, with the example links and Greenroom', async () => {
    render(<Basic />);
    expect(screen.getByRole('heading', { name: 'Greenroom' })).toBeInTheDocument();
    expect(screen.getByText('Calendar host: https://portal.example.com/api/ical/')).toBeInTheDocument();
    expect(await screen.findByText('Projects: Acme Launch Events, Partner Summit')).toBeInTheDocument();
    expect(await screen.findByText('Signed in as: producer')).toBeInTheDocument();
    expect(screen.getByText('Theme: light')).toBeInTheDocument();
    expect(themeRoot()).toHaveAttribute('data-theme', 'light');
  });

  it('calls the given navigate and alert and lists both under the story', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const alert = vi.fn();
    render(<Basic navigate={navigate} alert={alert} />);
    await settled();
    expect(screen.queryByLabelText('Story log')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open Main Hall' }));
    await user.click(screen.getByRole('button', { name: 'Show alert' }));
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/space/space-1');
    expect(alert).toHaveBeenCalledExactlyOnceWith('Please log in to see this page');
    expect(screen.getByLabelText('Story log')).toHaveTextContent('navigate /space/space-1 alert "Please log in to see this page"');
  });

  it('uses the given api and auth, once each', async () => {
    const list = vi.fn<PortalApi['projects']['list']>().mockResolvedValue([{ projectID: 'p', projectName: 'Given Project', spaces: {} }]);
    const auth = createMemoryAuth({ signedInAs: 'admin' });
    render(<Basic api={createTestApi({ projects: { list } })} auth={auth} />);
    expect(await screen.findByText('Projects: Given Project')).toBeInTheDocument();
    expect(await screen.findByText('Signed in as: admin')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('takes the mode, product name and link hosts it is given', async () => {
    render(<Dark />);
    await settled();
    expect(screen.getByRole('heading', { name: 'Acme Live' })).toBeInTheDocument();
    expect(screen.getByText('Theme: dark')).toBeInTheDocument();
    expect(themeRoot()).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByText('Calendar host: https://calendar.example.com/ical/')).toBeInTheDocument();
  });

  it('follows the mode of an enclosing theme provider when given none', async () => {
    render(
      <GreenroomThemeProvider mode="dark">
        <Basic />
      </GreenroomThemeProvider>,
    );
    await settled();
    expect(screen.getByText('Theme: dark')).toBeInTheDocument();
  });

  it('themes the portal with the appearance it is given, over the enclosing one', async () => {
    render(
      <GreenroomThemeProvider appearance={{ variables: { density: 'compact' } }}>
        <Basic appearance={{ theme: 'dark', variables: { colorPrimary: '#0a7c72' } }} />
      </GreenroomThemeProvider>,
    );
    await settled();
    expect(screen.getByText('Theme: dark')).toBeInTheDocument();
    const root = themeRoot() as HTMLElement;
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(getComputedStyle(root).getPropertyValue('--gr-color-primary')).toBe('#0a7c72');
    expect(getComputedStyle(root).getPropertyValue('--gr-space-2')).toBe('6px');
  });

  it('hands the given selection store, or one starting with initialSelection, to the components', () => {
    function SelectionReadout() {
      const spaceID = useSelection((state) => state.spaceID);
      const [calendarID] = useFeatureSelection('calendars');
      return <p>{`Space: ${spaceID ?? 'none'}, calendar: ${calendarID ?? 'none'}`}</p>;
    }
    const { unmount } = render(
      <PortalFixture selection={createSelectionStore({ spaceID: 'space-2' })}>
        <SelectionReadout />
      </PortalFixture>,
    );
    expect(screen.getByText('Space: space-2, calendar: none')).toBeInTheDocument();
    unmount();
    render(
      <PortalFixture initialSelection={{ spaceID: 'space-1', features: { calendars: 'calendar-1' } }}>
        <SelectionReadout />
      </PortalFixture>,
    );
    expect(screen.getByText('Space: space-1, calendar: calendar-1')).toBeInTheDocument();
  });

  it('gives the provider the clock `now` and builds the demo world around that moment', async () => {
    function ClockReadout() {
      const now = useNow();
      const { bookings } = useApi();
      const [live, setLive] = useState<boolean | null>(null);
      useEffect(() => {
        void bookings.get({ bookingID: 'booking-1' }).then((booking) => setLive(isLive(now(), booking.start.time, booking.end.time)));
      }, [bookings, now]);
      return <p>{`Now: ${now().toISOString()}, keynote live: ${String(live)}`}</p>;
    }
    const { unmount } = render(
      <PortalFixture now={new Date('2031-05-04T10:00:00Z')}>
        <ClockReadout />
      </PortalFixture>,
    );
    expect(await screen.findByText('Now: 2031-05-04T10:00:00.000Z, keynote live: true')).toBeInTheDocument();
    unmount();
    const clock = vi.fn(() => new Date('2031-05-04T10:00:00Z'));
    render(
      <PortalFixture now={clock}>
        <ClockReadout />
      </PortalFixture>,
    );
    expect(await screen.findByText('Now: 2031-05-04T10:00:00.000Z, keynote live: true')).toBeInTheDocument();
    expect(clock).toHaveBeenCalled();
  });

  it('fails the calls named in `failing` with a server error', async () => {
    render(<Failing />);
    expect(await screen.findByText('Projects: failed')).toBeInTheDocument();
  });
});

describe('PortalFixture under renderStory', () => {
  it("holds the story's pending calls past the moment the backend answers, until the test releases them", async () => {
    const { control } = renderStory(Loading);
    await control.flush();
    expect(await screen.findByText('Signed in as: producer')).toBeInTheDocument();
    expect(screen.getByText('Projects: loading…')).toBeInTheDocument();

    await control.release('projects.list');
    expect(screen.getByText('Projects: Acme Launch Events, Partner Summit')).toBeInTheDocument();
  });

  it("answers at once whatever the story's delay (zero delay under test)", async () => {
    const { control } = renderStory(Loading);
    await control.release('projects.list');
    expect(screen.getByText('Projects: Acme Launch Events, Partner Summit')).toBeInTheDocument();
  });

  it("routes navigations and alerts to the test's spies as well as the story's", async () => {
    const storyAlert = vi.fn();
    const { user, alert, navigate, control } = renderStory(Basic, { args: { alert: storyAlert } });
    await control.flush();
    await user.click(screen.getByRole('button', { name: 'Open Main Hall' }));
    await user.click(screen.getByRole('button', { name: 'Show alert' }));
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/space/space-1');
    expect(alert).toHaveBeenCalledExactlyOnceWith('Please log in to see this page');
    expect(storyAlert).toHaveBeenCalledExactlyOnceWith('Please log in to see this page');
  });

  it("puts the test's api behind the control and the story's selection in the test's store unless the test gives one", async () => {
    const list = vi.fn<PortalApi['projects']['list']>().mockResolvedValue([{ projectID: 'p', projectName: 'Given Project', spaces: {} }]);
    const { control, selection } = renderInFixture(<p>Inside</p>, { api: createTestApi({ projects: { list } }), selection: { spaceID: 'space-3' } });
    await expect(control.api.projects.list({})).resolves.toEqual([{ projectID: 'p', projectName: 'Given Project', spaces: {} }]);
    expect(control.spy('projects.list')).toHaveBeenCalledTimes(1);
    expect(selection.getState().spaceID).toBe('space-3');

    function StoryWithSelection() {
      return (
        <PortalFixture initialSelection={{ spaceID: 'space-1', features: { calendars: 'calendar-1' } }}>
          <p>Story</p>
        </PortalFixture>
      );
    }
    const { selection: storySelection } = renderStory(StoryWithSelection);
    expect(storySelection.getState()).toMatchObject({ spaceID: 'space-1', features: { calendars: 'calendar-1' } });
  });
});
