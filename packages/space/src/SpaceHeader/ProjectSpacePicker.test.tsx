import { createPortalQueryClient, createTestApi, deferred, HttpError, type PortalApi, type Project } from '@greenroom/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { unsortedProjects } from '../testing/fixtures';
import { Basic, Empty, Error as ErrorStory, Loading } from './ProjectSpacePicker.stories';

const setup = () => userEvent.setup({ delay: null });
const trigger = () => screen.getByRole('button', { name: 'Select Project / Space' });

function projectsApi(listWithSpaces = vi.fn(async (_params: { producerID: string }): Promise<Project[]> => unsortedProjects())): {
  api: PortalApi;
  listWithSpaces: typeof listWithSpaces;
} {
  return { api: createTestApi({ projects: { listWithSpaces } }), listWithSpaces };
}

describe('ProjectSpacePicker', () => {
  it('asks for the producer’s projects once and is disabled until they arrive', async () => {
    const pending = deferred<Project[]>();
    const { api, listWithSpaces } = projectsApi(vi.fn(() => pending.promise));
    render(<Basic api={api} producerID="producer-7" />);
    expect(trigger()).toBeDisabled();
    expect(listWithSpaces).toHaveBeenCalledTimes(1);
    expect(listWithSpaces).toHaveBeenCalledWith(expect.objectContaining({ producerID: 'producer-7' }));
    pending.resolve(unsortedProjects());
    await waitFor(() => expect(trigger()).toBeEnabled());
  });

  it('lists projects by name and each project’s spaces by name; a click selects the space', { timeout: 20_000 }, async () => {
    const user = setup();
    const onSelectSpace = vi.fn();
    const navigate = vi.fn();
    render(<Basic api={projectsApi().api} onSelectSpace={onSelectSpace} navigate={navigate} />);
    await waitFor(() => expect(trigger()).toBeEnabled());
    await user.click(trigger());
    const menu = await screen.findByRole('menu', { name: 'Select Project / Space' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['alpha Forum', 'Midyear Review', 'Zeta Expo']);

    await user.hover(screen.getByRole('menuitem', { name: 'alpha Forum' }));
    const spaces = await screen.findByRole('menu', { name: 'alpha Forum' });
    expect(within(spaces).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Atrium', 'lounge', 'Night Owl Hall']);

    // jsdom has no layout for the hover menu's safe triangle: click the space where it is.
    fireEvent.click(within(spaces).getByRole('menuitem', { name: 'lounge' }));
    expect(onSelectSpace).toHaveBeenCalledTimes(1);
    expect(onSelectSpace).toHaveBeenCalledWith('s-a2');
    // Navigating is the header's job, not the picker's.
    expect(navigate).not.toHaveBeenCalled();
  });

  it('picks a space from the keyboard', { timeout: 20_000 }, async () => {
    const user = setup();
    const onSelectSpace = vi.fn();
    render(<Basic api={projectsApi().api} onSelectSpace={onSelectSpace} />);
    await waitFor(() => expect(trigger()).toBeEnabled());
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'alpha Forum' })).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Atrium' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelectSpace).toHaveBeenCalledTimes(1);
    expect(onSelectSpace).toHaveBeenCalledWith('space-9');
  });

  it("alerts 'Error getting projects and spaces' once and goes to / when the projects cannot be loaded", async () => {
    const alert = vi.fn();
    const navigate = vi.fn();
    render(<ErrorStory alert={alert} navigate={navigate} />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Error getting projects and spaces');
  });

  it('does not ask again nor alert again when it is mounted again after the failure (the host going to /)', async () => {
    const alert = vi.fn();
    const navigate = vi.fn();
    const listWithSpaces = vi.fn(() => Promise.reject(new HttpError(500, 'down')));
    const queryClient = createPortalQueryClient();
    const api = createTestApi({ projects: { listWithSpaces } });
    const first = render(<Basic api={api} queryClient={queryClient} alert={alert} navigate={navigate} />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    first.unmount();
    for (let visit = 0; visit < 3; visit++) {
      const again = render(<Basic api={api} queryClient={queryClient} alert={alert} navigate={navigate} />);
      await waitFor(() => expect(trigger()).toBeEnabled());
      again.unmount();
    }
    expect(alert).toHaveBeenCalledExactlyOnceWith('Error getting projects and spaces');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(listWithSpaces).toHaveBeenCalledTimes(1);
  });

  it('tells a producer with no project to ask a super-admin, instead of No items', async () => {
    const user = setup();
    render(<Empty />);
    await waitFor(() => expect(trigger()).toBeEnabled());
    await user.click(trigger());
    const menu = await screen.findByRole('menu', { name: 'Select Project / Space' });
    const only = within(menu).getByRole('menuitem');
    expect(only).toHaveTextContent('No project is assigned to you yet. Ask a super-admin to assign one.');
    expect(only).toBeDisabled();
    expect(screen.queryByText('No items')).not.toBeInTheDocument();
  });

  it('names an empty project’s submenu as having no spaces', { timeout: 20_000 }, async () => {
    const user = setup();
    render(<Basic api={projectsApi().api} />);
    await waitFor(() => expect(trigger()).toBeEnabled());
    await user.click(trigger());
    await user.hover(await screen.findByRole('menuitem', { name: 'Midyear Review' }));
    const spaces = await screen.findByRole('menu', { name: 'Midyear Review' });
    expect(within(spaces).getByRole('menuitem')).toHaveTextContent('No spaces in this project yet');
  });

  it('stays disabled while the demo backend is loading', () => {
    render(<Loading />);
    expect(trigger()).toBeDisabled();
  });
});
