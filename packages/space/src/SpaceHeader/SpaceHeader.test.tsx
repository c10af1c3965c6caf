import { createTestApi, deferred, HttpError, type PortalApi, type Project, type Space, type SpacesApi, type Usage } from '@greenroom/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { PortalFixture } from '@greenroom/testing';
import { fixtureApi, makeSpace, unsortedProjects, withFailingUsage } from '../testing/fixtures';
import { SpaceHeader, type SpaceHeaderProps } from './SpaceHeader';
import { Basic, NoSpace, SuperAdmin, UsageError } from './SpaceHeader.stories';

const setup = () => userEvent.setup({ delay: null });
const trigger = () => screen.getByRole('button', { name: 'Select Project / Space' });


interface Harness {
  api: PortalApi;
  usage: Mock<SpacesApi['usage']>;
  get: Mock<SpacesApi['get']>;
  listWithSpaces: Mock<(p: { producerID: string }) => Promise<Project[]>>;
}

function harness(options: { spaces?: Space[]; usage?: Mock<SpacesApi['usage']>; projects?: () => Promise<Project[]> } = {}): Harness {
  const spaces = options.spaces ?? [makeSpace(), makeSpace({ spaceID: 's-a1', spaceName: 'Atrium', maximumUserHours: 10 })];
  const get = vi.fn<SpacesApi['get']>(async ({ spaceID }) => {
    const found = spaces.find((s) => s.spaceID === spaceID);
    if (!found) throw new HttpError(404, 'Space not found.');
    return found;
  });
  const usage = options.usage ?? vi.fn<SpacesApi['usage']>().mockResolvedValue({ usageSeconds: 8100 });
  const listWithSpaces = vi.fn(options.projects ?? (async () => unsortedProjects()));
  return { api: createTestApi({ spaces: { get, usage }, projects: { listWithSpaces } }), usage, get, listWithSpaces };
}

function renderHeader(api: PortalApi, props: Partial<SpaceHeaderProps> = {}) {
  const navigate = vi.fn();
  const alert = vi.fn();
  const handlers = { onSelectSpace: vi.fn(), onSignOut: vi.fn(), onAdminMenu: vi.fn() };
  const element = (extra: Partial<SpaceHeaderProps>) => (
    <PortalFixture api={api} navigate={navigate} alert={alert}>
      <SpaceHeader producerID="producer-1" role={1} spaceID="space-9" {...handlers} {...props} {...extra} />
    </PortalFixture>
  );
  const view = render(element({}));
  return { navigate, alert, ...handlers, rerender: (extra: Partial<SpaceHeaderProps>) => view.rerender(element(extra)) };
}

describe('SpaceHeader', () => {
  it("shows the project and space names and the dates in the space's own timezone", async () => {
    const { api, get, listWithSpaces } = harness();
    renderHeader(api);
    expect(await screen.findByRole('heading', { name: 'Night Owl Hall' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('alpha Forum', { selector: 'span' })).toBeInTheDocument());
    // 2026-11-22T03:00Z is the evening of the 21st in Chicago; 2027-01-01T04:59Z is New Year's Eve in New York.
    expect(screen.getByText('Opens:').nextSibling).toHaveTextContent('11/21/2026');
    expect(screen.getByText('Closes:').nextSibling).toHaveTextContent('12/31/2026');
    expect(get).toHaveBeenCalledWith(expect.objectContaining({ spaceID: 'space-9', producerID: 'producer-1' }));
    expect(listWithSpaces).toHaveBeenCalledWith(expect.objectContaining({ producerID: 'producer-1' }));
    expect(screen.getByText('Beta 0.15a')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveAttribute('data-ui', 'SpaceHeader');
  });

  it('gives the space and project names a tooltip (they are cut with an ellipsis when long)', async () => {
    const long = 'The Very Long Name Of A Space That Does Not Fit On A Phone Screen At All';
    renderHeader(harness({ spaces: [makeSpace({ spaceName: long })] }).api);
    expect(await screen.findByRole('heading', { level: 1, name: long })).toHaveAttribute('title', long);
    await waitFor(() => expect(screen.getByText('alpha Forum', { selector: 'span' })).toHaveAttribute('title', 'alpha Forum'));
  });

  it('moves focus to the picked space’s name once it shows', { timeout: 20_000 }, async () => {
    const user = setup();
    const { api } = harness();
    const { rerender, navigate } = renderHeader(api, { spaceID: undefined });
    await waitFor(() => expect(trigger()).toBeEnabled());
    await user.click(trigger());
    await user.hover(await screen.findByRole('menuitem', { name: 'alpha Forum' }));
    fireEvent.click(within(await screen.findByRole('menu', { name: 'alpha Forum' })).getByRole('menuitem', { name: 'Atrium' }));
    expect(navigate).toHaveBeenCalledWith('/space/s-a1');
    rerender({ spaceID: 's-a1' });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Atrium' })).toHaveFocus());
  });

  it('takes extra actions (the host’s theme switch) before Sign Out', async () => {
    renderHeader(harness().api, { actions: <button type="button">Theme</button> });
    const actions = screen.getByRole('button', { name: 'Sign Out' }).parentElement;
    expect(actions).toContainElement(screen.getByRole('button', { name: 'Theme' }));
  });

  it('prefers the project embedded in the space for its name', async () => {
    const space = makeSpace({ project: { projectID: 'project-9', projectName: 'Embedded Project', spaces: {} } });
    renderHeader(harness({ spaces: [space] }).api);
    expect(await screen.findByText('Embedded Project')).toBeInTheDocument();
  });

  it("shows usage blank while loading, then hours used / maximumUserHours hours; refresh re-asks", async () => {
    const user = setup();
    const first = deferred<Usage>();
    const usage = vi.fn<SpacesApi['usage']>().mockReturnValueOnce(first.promise);
    const { api } = harness({ usage });
    renderHeader(api);
    expect(await screen.findByText('/ 40 hours')).toBeInTheDocument();
    expect(usage).toHaveBeenCalledWith(expect.objectContaining({ spaceID: 'space-9' }));

    first.resolve({ usageSeconds: 8100 });
    expect(await screen.findByText('2.25 / 40 hours')).toBeInTheDocument();

    const second = deferred<Usage>();
    usage.mockReturnValueOnce(second.promise);
    await user.click(screen.getByRole('button', { name: 'Refresh usage' }));
    expect(await screen.findByText('/ 40 hours')).toBeInTheDocument();
    second.resolve({ usageSeconds: 5400 });
    expect(await screen.findByText('1.50 / 40 hours')).toBeInTheDocument();
    expect(usage).toHaveBeenCalledTimes(2);
  });

  it('shows 0 hours, silently, when the usage call fails', async () => {
    const alert = vi.fn();
    render(<UsageError api={withFailingUsage(fixtureApi())} alert={alert} spaceID="space-9" />);
    expect(await screen.findByText('0.00 / 40 hours')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('refreshes usage when the space changes', async () => {
    const usage = vi.fn<SpacesApi['usage']>(async ({ spaceID }) => ({ usageSeconds: spaceID === 's-a1' ? 3600 : 7200 }));
    const { api } = harness({ usage });
    const { rerender } = renderHeader(api);
    expect(await screen.findByText('2.00 / 40 hours')).toBeInTheDocument();
    rerender({ spaceID: 's-a1' });
    expect(await screen.findByText('1.00 / 10 hours')).toBeInTheDocument();
    expect(usage.mock.calls.map(([p]) => p.spaceID)).toEqual(['space-9', 's-a1']);
    rerender({ spaceID: 'space-9' });
    await waitFor(() => expect(usage).toHaveBeenCalledTimes(3));
    expect(await screen.findByText('2.00 / 40 hours')).toBeInTheDocument();
  });

  // The pointer and keyboard walks through floating menus are the slowest tests here on a loaded machine.
  it('lists projects by projectName on hover, and their spaces by spaceName; a click opens the space', { timeout: 20_000 }, async () => {
    const user = setup();
    const { api } = harness();
    const { onSelectSpace, navigate } = renderHeader(api);
    await waitFor(() => expect(trigger()).toBeEnabled());
    await user.hover(trigger());
    const menu = await screen.findByRole('menu', { name: 'Select Project / Space' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['alpha Forum', 'Midyear Review', 'Zeta Expo']);

    // jsdom has no layout, so leaving the trigger towards the menu reads as leaving it: pin the
    // menu open with a click (as the HoverMenu's own tests do) before resting on a project.
    await user.unhover(trigger());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(trigger());
    await user.hover(await screen.findByRole('menuitem', { name: 'alpha Forum' }));
    const spaces = await screen.findByRole('menu', { name: 'alpha Forum' });
    expect(within(spaces).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Atrium', 'lounge', 'Night Owl Hall']);

    // jsdom has no layout for the safe triangle, so click the space where it is.
    fireEvent.click(within(spaces).getByRole('menuitem', { name: 'Atrium' }));
    expect(onSelectSpace).toHaveBeenCalledWith('s-a1');
    expect(navigate).toHaveBeenCalledWith('/space/s-a1');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('works from the keyboard: ArrowDown, ArrowRight into the spaces, Enter picks', { timeout: 20_000 }, async () => {
    const user = setup();
    const { api } = harness();
    const { onSelectSpace, navigate } = renderHeader(api);
    await waitFor(() => expect(trigger()).toBeEnabled());
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'alpha Forum' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Zeta Expo' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'East Wing' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectSpace).toHaveBeenCalledWith('s-z2');
    expect(navigate).toHaveBeenCalledWith('/space/s-z2');
  });

  it("alerts 'Error getting projects and spaces' and goes to / when the projects cannot be loaded", async () => {
    const { api } = harness({ projects: () => Promise.reject(new HttpError(500, 'down')) });
    const { alert, navigate } = renderHeader(api);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Error getting projects and spaces');
  });

  it('hides the Space ID and Admin Menu from a regular producer; Sign Out calls back', async () => {
    const user = setup();
    const { onSignOut } = renderHeader(harness().api);
    await screen.findByRole('heading', { name: 'Night Owl Hall' });
    expect(screen.queryByText('Space ID:')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy Space ID' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Admin Menu' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('shows a super-admin the Space ID with a copy button and the Admin Menu button', async () => {
    const user = setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onAdminMenu = vi.fn();
    render(<SuperAdmin api={fixtureApi()} spaceID="space-9" onAdminMenu={onAdminMenu} />);
    expect((await screen.findByText('Space ID:')).nextSibling).toHaveTextContent('space-9');
    await user.click(screen.getByRole('button', { name: 'Copy Space ID' }));
    expect(writeText).toHaveBeenCalledWith('space-9');
    await user.click(screen.getByRole('button', { name: 'Admin Menu' }));
    expect(onAdminMenu).toHaveBeenCalledTimes(1);
  });

  it('with no space shows only the picker and the buttons', async () => {
    render(<NoSpace api={fixtureApi()} />);
    await waitFor(() => expect(trigger()).toBeEnabled());
    expect(screen.queryByText('Opens:')).not.toBeInTheDocument();
    expect(screen.queryByText('Usage:')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('renders the Basic story on the demo data', async () => {
    render(<Basic />);
    expect(await screen.findByRole('heading', { name: 'Main Hall' })).toBeInTheDocument();
    expect(screen.getByText('Acme Launch Events')).toBeInTheDocument();
  });
});
