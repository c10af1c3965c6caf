import { HttpError, REFUSAL_TEXTS } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Basic, Error as ErrorStory, LoadError, Loading, Saving } from './EditProducer.stories';

type User = ReturnType<typeof renderStory>['user'];

const chooser = () => screen.getByRole('combobox', { name: /Choose Producer/ });
const panel = (title: 'Available' | 'Assigned') => screen.getByRole('list', { name: new RegExp(`^${title}`) });
const names = (title: 'Available' | 'Assigned') => within(panel(title)).queryAllByRole('checkbox').map((c) => c.closest('label')?.textContent);

async function choose(user: User, name: string) {
  await within(chooser()).findByRole('option', { name });
  await user.selectOptions(chooser(), name);
  await within(panel('Available')).findByRole('checkbox');
}

describe('EditProducer', () => {
  it('lists the producers by name under Select one; no projects until one is chosen', async () => {
    renderStory(Basic);
    expect(screen.getByRole('form', { name: 'Edit a Producer' })).toBeInTheDocument();
    await within(chooser()).findByRole('option', { name: 'Pat Producer' });
    expect(within(chooser()).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select one', 'Avery Admin', 'Pat Producer', 'Sam Summit']);
    expect(chooser()).toHaveValue('');
    expect(names('Available')).toEqual([]);
    expect(names('Assigned')).toEqual([]);
  });

  it("marks Choose Producer 'Required' when none is chosen and sends nothing", async () => {
    const { user, control } = renderStory(Basic);
    const update = control.spy('producers.updateProjects');
    await within(chooser()).findByRole('option', { name: 'Pat Producer' });
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(chooser()).toHaveAccessibleDescription('Required');
    expect(update).not.toHaveBeenCalled();
  });

  it("splits the projects by the chosen producer's, and again when another is chosen", async () => {
    const { user } = renderStory(Basic);
    await choose(user, 'Pat Producer');
    expect(names('Assigned')).toEqual(['Acme Launch Events']);
    expect(names('Available')).toEqual(['Partner Summit']);
    await user.click(screen.getByRole('button', { name: 'Move all right' }));
    await user.selectOptions(chooser(), 'Sam Summit');
    expect(names('Assigned')).toEqual(['Partner Summit']);
    expect(names('Available')).toEqual(['Acme Launch Events']);
  });

  it("saves the producer's ID with the assigned projects; then 'Success', focused, and BACK", async () => {
    const onBack = vi.fn();
    const { user, control } = renderStory(Basic, { args: { onBack } });
    const update = control.spy('producers.updateProjects');
    await choose(user, 'Sam Summit');
    await user.click(screen.getByRole('button', { name: 'Move all left' }));
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Success');
    expect(document.activeElement).toBe(status);
    expect(update).toHaveBeenCalledExactlyOnceWith({ producerID: 'producer-2', projects: {}, version: 1 });
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(chooser()).toHaveValue('');
  });

  it('saves the projects moved right as a map by ID', async () => {
    const { user, control } = renderStory(Basic);
    await choose(user, 'Pat Producer');
    await user.click(screen.getByRole('button', { name: 'Move all right' }));
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Success');
    expect(control.spy('producers.updateProjects')).toHaveBeenCalledExactlyOnceWith({
      producerID: 'producer-1',
      projects: {
        'project-1': { projectID: 'project-1', projectName: 'Acme Launch Events' },
        'project-2': { projectID: 'project-2', projectName: 'Partner Summit' },
      },
      version: 1,
    });
  });

  it('saves the same producer twice in a row (BACK between): the second save sends the version the first answered', async () => {
    const { user, control, alert } = renderStory(Basic);
    for (const move of ['Move all right', 'Move all left']) {
      await within(chooser()).findByRole('option', { name: 'Pat Producer' });
      await user.selectOptions(chooser(), 'Pat Producer');
      await within(panel('Assigned')).findAllByRole('checkbox');
      await user.click(screen.getByRole('button', { name: move }));
      await user.click(screen.getByRole('button', { name: 'SAVE' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Success');
      await user.click(screen.getByRole('button', { name: 'BACK' }));
    }
    expect(control.spy('producers.updateProjects').mock.calls.map(([body]) => [Object.keys(body.projects), body.version])).toEqual([
      [['project-1', 'project-2'], 1],
      [[], 2],
    ]);
    expect(alert).not.toHaveBeenCalled();
  });

  it('a save refused as stale (412) alerts the staleRecord text, not the form error, and shows the producer as read again', async () => {
    const { user, control, alert } = renderStory(Basic);
    await choose(user, 'Pat Producer');
    control.spy('producers.updateProjects').mockRejectedValueOnce(new HttpError(412, REFUSAL_TEXTS.staleRecord));
    await user.click(screen.getByRole('button', { name: 'Move all right' }));
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

    await waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith('This record was changed by someone else. Reload it and try again.'));
    await waitFor(() => expect(control.spy('producers.list')).toHaveBeenCalledTimes(2));
    expect(screen.queryByText('An error occurred editing this producer.')).not.toBeInTheDocument();
    expect(chooser()).toHaveValue('producer-1');
    await waitFor(() => expect(names('Assigned')).toEqual(['Acme Launch Events']));
  });

  it('a save over a change made elsewhere is refused by the backend; the form then shows the other change', async () => {
    const { user, api, alert } = renderStory(Basic);
    await choose(user, 'Pat Producer');
    await user.click(screen.getByRole('button', { name: 'Move all right' }));
    // Another tab takes every project from the producer meanwhile.
    await api.producers.updateProjects({ producerID: 'producer-1', projects: {}, version: 1 });
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

    await waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith('This record was changed by someone else. Reload it and try again.'));
    await waitFor(() => expect(names('Assigned')).toEqual([]));
    expect(names('Available')).toEqual(['Acme Launch Events', 'Partner Summit']);
  });

  it('Loading: Choose Producer is disabled until the producers arrive', async () => {
    const { control } = renderStory(Loading);
    await control.flush();
    expect(chooser()).toBeDisabled();
    await control.release('producers.list');
    await within(chooser()).findByRole('option', { name: 'Pat Producer' });
    expect(chooser()).toBeEnabled();
  });

  it("shows 'An error occurred getting producers and projects.' when the producers cannot be read", async () => {
    renderStory(LoadError);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred getting producers and projects.');
    expect(chooser()).toBeDisabled();
  });

  it('Saving: the choice, the projects and SAVE stay disabled until the answer', async () => {
    const { user, control } = renderStory(Saving);
    await choose(user, 'Pat Producer');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await control.flush();
    expect(screen.getByRole('button', { name: /SAVE/ })).toBeDisabled();
    expect(chooser()).toBeDisabled();
    expect(within(panel('Available')).getByRole('checkbox', { name: 'Partner Summit' })).toBeDisabled();
    await control.release('producers.updateProjects');
    expect(await screen.findByRole('status')).toHaveTextContent('Success');
  });

  it("shows 'An error occurred editing this producer.' on a failure and keeps the choice", async () => {
    const { user } = renderStory(ErrorStory);
    await choose(user, 'Pat Producer');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred editing this producer.');
    expect(chooser()).toHaveValue('producer-1');
  });
});
