import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Basic, Error as ErrorStory, ProjectsError, Saving } from './CreateProducer.stories';

type User = ReturnType<typeof renderStory>['user'];

const box = (name: RegExp) => screen.getByRole('textbox', { name });
const password = () => screen.getByLabelText(/^Temporary Password/);
const panel = (title: 'Available' | 'Assigned') => screen.getByRole('list', { name: new RegExp(`^${title}`) });

async function fill(user: User, username = ' newbie ') {
  await user.type(box(/^Username/), username);
  await user.type(box(/^Email/), 'not-an-email');
  await user.type(password(), ' Temp1234 ');
  await user.type(box(/^First Name/), 'Nia ');
  await user.type(box(/^Last Name/), ' New');
}

describe('CreateProducer', () => {
  it('shows the five fields, required, and the projects to assign by name', async () => {
    renderStory(Basic);
    expect(screen.getByRole('form', { name: 'Create a Producer' })).toBeInTheDocument();
    for (const name of [/^Username/, /^Email/, /^First Name/, /^Last Name/]) expect(box(name)).toBeRequired();
    expect(password()).toBeRequired();
    await within(panel('Available')).findByRole('checkbox', { name: 'Partner Summit' });
    expect(within(panel('Available')).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Acme Launch Events', 'Partner Summit']);
    expect(within(panel('Assigned')).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it("marks each blank field (spaces only count as blank) 'Required', sends nothing, and clears a mark when its field is edited", async () => {
    const { user, control } = renderStory(Basic);
    const create = control.spy('producers.create');
    await user.type(box(/^Last Name/), '   ');
    await user.type(box(/^First Name/), 'Nia');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    for (const name of [/^Username/, /^Email/, /^Last Name/]) expect(box(name)).toHaveAccessibleDescription('Required');
    expect(password()).toHaveAccessibleDescription('Required');
    expect(box(/^First Name/)).not.toHaveAccessibleDescription('Required');
    expect(create).not.toHaveBeenCalled();
    await user.type(box(/^Email/), 'x');
    expect(box(/^Email/)).not.toHaveAccessibleDescription('Required');
    expect(box(/^Username/)).toHaveAccessibleDescription('Required');
  });

  it("sends the trimmed fields, role 1 and the assigned projects; then 'Success', focused, and BACK", async () => {
    const onBack = vi.fn();
    const { user, control } = renderStory(Basic, { args: { onBack } });
    const create = control.spy('producers.create');
    await fill(user);
    await user.click(await within(panel('Available')).findByRole('checkbox', { name: 'Acme Launch Events' }));
    await user.click(screen.getByRole('button', { name: 'Move selected right' }));
    expect(within(panel('Assigned')).getByRole('checkbox', { name: 'Acme Launch Events' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Success');
    expect(document.activeElement).toBe(status);
    expect(create).toHaveBeenCalledExactlyOnceWith({
      username: 'newbie',
      email: 'not-an-email',
      temporaryPassword: 'Temp1234',
      first: 'Nia',
      last: 'New',
      projects: { 'project-1': { projectID: 'project-1', projectName: 'Acme Launch Events' } },
      role: 1,
    });
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(box(/^Username/)).toHaveValue('');
  });

  it("shows 'An error occurred creating this producer.' for a taken username, with the server's detail under Username", async () => {
    const { user } = renderStory(Basic);
    await fill(user, 'PRODUCER');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred creating this producer.');
    expect(box(/^Username/)).toHaveAccessibleDescription('This username is already taken');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("alerts 'Error retrieving projects' and goes to / when the projects cannot be read", async () => {
    const { alert, navigate } = renderStory(ProjectsError);
    await vi.waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith('Error retrieving projects'));
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('Saving: the fields, the projects and SUBMIT stay disabled until the answer', async () => {
    const { user, control } = renderStory(Saving);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await control.flush();
    expect(screen.getByRole('button', { name: /SUBMIT/ })).toBeDisabled();
    expect(box(/^Username/)).toBeDisabled();
    expect(within(panel('Available')).getByRole('checkbox', { name: 'Partner Summit' })).toBeDisabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await control.release('producers.create');
    expect(await screen.findByRole('status')).toHaveTextContent('Success');
  });

  it("shows 'An error occurred creating this producer.' on a failure and keeps what was typed", async () => {
    const { user } = renderStory(ErrorStory);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred creating this producer.');
    expect(box(/^Username/)).toHaveValue(' newbie ');
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeEnabled();
  });
});
