import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, Error as ErrorStory, Saving } from './ProducerAdmin.stories';

const box = (name: RegExp) => screen.getByRole('textbox', { name });
const panel = (title: 'Available' | 'Assigned') => screen.getByRole('list', { name: new RegExp(`^${title}`) });

async function fillProducer(user: ReturnType<typeof renderStory>['user']) {
  await user.type(box(/^Username/), ' newbie ');
  await user.type(box(/^Email/), 'not-an-email');
  await user.type(screen.getByLabelText(/^Temporary Password/), 'Temp1234');
  await user.type(box(/^First Name/), 'Nia');
  await user.type(box(/^Last Name/), 'New');
}

describe('ProducerAdmin', () => {
  it('starts on CREATE; EDIT switches to Choose Producer', async () => {
    const { user } = renderStory(Basic);
    expect(screen.getByRole('button', { name: 'CREATE' })).toHaveAttribute('aria-pressed', 'true');
    expect(box(/^Username/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'EDIT' }));
    expect(screen.getByRole('combobox', { name: /Choose Producer/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Username/ })).not.toBeInTheDocument();
  });

  it('flags each empty field, sends nothing, and clears a flag when its field is edited', async () => {
    const { user, control } = renderStory(Basic);
    const create = control.spy('producers.create');
    await user.type(box(/^First Name/), '   ');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    for (const name of [/^Username/, /^Email/, /^First Name/, /^Last Name/]) expect(box(name)).toHaveAccessibleDescription('Required');
    expect(screen.getByLabelText(/^Temporary Password/)).toHaveAccessibleDescription('Required');
    expect(create).not.toHaveBeenCalled();
    await user.type(box(/^Email/), 'x');
    expect(box(/^Email/)).not.toHaveAccessibleDescription('Required');
    expect(box(/^Username/)).toHaveAccessibleDescription('Required');
  });

  it("creates a role-1 producer with the projects moved right (no email format check), then 'Success'", async () => {
    const { user, control } = renderStory(Basic);
    const create = control.spy('producers.create');
    await fillProducer(user);
    await screen.findByRole('checkbox', { name: 'Partner Summit' });
    await user.click(within(panel('Available')).getByRole('checkbox', { name: 'Partner Summit' }));
    await user.click(screen.getByRole('button', { name: 'Move selected right' }));
    expect(within(panel('Assigned')).getByRole('checkbox', { name: 'Partner Summit' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Success');
    expect(create).toHaveBeenCalledExactlyOnceWith({
      username: 'newbie',
      email: 'not-an-email',
      temporaryPassword: 'Temp1234',
      first: 'Nia',
      last: 'New',
      projects: { 'project-2': { projectID: 'project-2', projectName: 'Partner Summit' } },
      role: 1,
    });
  });

  it('Saving: SUBMIT stays busy until the answer', async () => {
    const { user, control } = renderStory(Saving);
    await fillProducer(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await control.flush();
    expect(screen.getByRole('button', { name: /SUBMIT/ })).toBeDisabled();
    await control.release('producers.create');
    expect(await screen.findByRole('status')).toHaveTextContent('Success');
  });

  it("shows 'An error occurred creating this producer.' on a failure", async () => {
    const { user } = renderStory(ErrorStory);
    await fillProducer(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred creating this producer.');
  });

  it('EDIT: producers sorted by name; none chosen marks the dropdown and sends nothing', async () => {
    const { user, control } = renderStory(Basic);
    const update = control.spy('producers.updateProjects');
    await user.click(screen.getByRole('button', { name: 'EDIT' }));
    const select = screen.getByRole('combobox', { name: /Choose Producer/ });
    await within(select).findByRole('option', { name: 'Pat Producer' });
    expect(within(select).getAllByRole('option').slice(1).map((o) => o.textContent)).toEqual(['Avery Admin', 'Pat Producer', 'Sam Summit']);
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(select).toHaveAccessibleDescription('Required');
    expect(update).not.toHaveBeenCalled();
  });

  it("EDIT: splits the projects by the producer's, saves the moved map, then 'Success' with BACK", async () => {
    const { user, control } = renderStory(Basic);
    const update = control.spy('producers.updateProjects');
    await user.click(screen.getByRole('button', { name: 'EDIT' }));
    const select = screen.getByRole('combobox', { name: /Choose Producer/ });
    await within(select).findByRole('option', { name: 'Pat Producer' });
    await user.selectOptions(select, 'Pat Producer');
    await screen.findByRole('checkbox', { name: 'Partner Summit' });
    expect(within(panel('Assigned')).getByRole('checkbox', { name: 'Acme Launch Events' })).toBeInTheDocument();
    expect(within(panel('Available')).getByRole('checkbox', { name: 'Partner Summit' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move all right' }));
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Success');
    expect(update).toHaveBeenCalledExactlyOnceWith({
      producerID: 'producer-1',
      projects: {
        'project-1': { projectID: 'project-1', projectName: 'Acme Launch Events' },
        'project-2': { projectID: 'project-2', projectName: 'Partner Summit' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(screen.getByRole('combobox', { name: /Choose Producer/ })).toHaveValue('');
  });

  it("EDIT: shows 'An error occurred editing this producer.' on a failure", async () => {
    const { user } = renderStory(ErrorStory);
    await user.click(screen.getByRole('button', { name: 'EDIT' }));
    const select = screen.getByRole('combobox', { name: /Choose Producer/ });
    await within(select).findByRole('option', { name: 'Pat Producer' });
    await user.selectOptions(select, 'Pat Producer');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred editing this producer.');
  });
});
