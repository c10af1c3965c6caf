import { createMemoryAuth, createSelectionStore, createTestApi, useSelection, type PortalApi } from '@greenroom/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GreenroomThemeProvider } from '../theme/GreenroomThemeProvider';
import { PortalFixture } from './PortalFixture';
import { Basic, Dark, Loading } from './PortalFixture.stories';

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

  it('with a delay, the default backend answers later (Loading)', async () => {
    render(<Loading />);
    await settled();
    expect(screen.getByText('Projects: loading…')).toBeInTheDocument();
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

  it('lists navigations and alerts without spies too', async () => {
    const user = userEvent.setup();
    render(<Basic />);
    await settled();
    await user.click(screen.getByRole('button', { name: 'Open Main Hall' }));
    expect(screen.getByLabelText('Story log')).toHaveTextContent('navigate /space/space-1');
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
    expect(themeRoot()).toHaveAttribute('data-theme', 'dark');
  });

  it('hands the given selection store to the components', () => {
    function SpaceReadout() {
      return <p>Space: {useSelection((state) => state.spaceID) ?? 'none'}</p>;
    }
    render(
      <PortalFixture selection={createSelectionStore({ spaceID: 'space-2' })}>
        <SpaceReadout />
      </PortalFixture>,
    );
    expect(screen.getByText('Space: space-2')).toBeInTheDocument();
  });
});
