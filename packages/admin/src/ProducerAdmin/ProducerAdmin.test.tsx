import { renderStory } from '@greenroom/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Basic } from './ProducerAdmin.stories';

// What each form shows, checks and sends is pinned beside it (CreateProducer.test, EditProducer.test);
// here only how the screen switches between them and starts one over after 'Success'.

const toggle = (name: 'CREATE' | 'EDIT') => screen.getByRole('button', { name });
const chooser = () => screen.getByRole('combobox', { name: /Choose Producer/ });
const username = () => screen.getByRole('textbox', { name: /^Username/ });

describe('ProducerAdmin', () => {
  it('starts on CREATE; EDIT switches to Edit a Producer and CREATE back', async () => {
    const { user } = renderStory(Basic);
    expect(toggle('CREATE')).toHaveAttribute('aria-pressed', 'true');
    expect(toggle('EDIT')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('form', { name: 'Create a Producer' })).toBeInTheDocument();
    await user.click(toggle('EDIT'));
    expect(toggle('EDIT')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('form', { name: 'Edit a Producer' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Create a Producer' })).not.toBeInTheDocument();
    await user.click(toggle('CREATE'));
    expect(username()).toHaveValue('');
  });

  it("CREATE: after 'Success', BACK starts an empty Create a Producer", async () => {
    const { user, control } = renderStory(Basic);
    await user.type(username(), 'newbie');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'nia@example.com');
    await user.type(screen.getByLabelText(/^Temporary Password/), 'Temp1234');
    await user.type(screen.getByRole('textbox', { name: /^First Name/ }), 'Nia');
    await user.type(screen.getByRole('textbox', { name: /^Last Name/ }), 'New');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Success');
    expect(control.spy('producers.create')).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(username()).toHaveValue('');
    expect(toggle('CREATE')).toHaveAttribute('aria-pressed', 'true');
  });

  it("EDIT: after 'Success', BACK reloads the screen: CREATE again, the producers and projects read again", async () => {
    const { user, control } = renderStory(Basic);
    await user.click(toggle('EDIT'));
    await user.selectOptions(chooser(), await screen.findByRole('option', { name: 'Pat Producer' }));
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Success');
    expect(control.spy('producers.updateProjects')).toHaveBeenCalledOnce();
    const producers = control.spy('producers.list');
    const projects = control.spy('projects.list');
    const before = [producers.mock.calls.length, projects.mock.calls.length];
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(toggle('CREATE')).toHaveAttribute('aria-pressed', 'true');
    expect(username()).toHaveValue('');
    await vi.waitFor(() => expect(projects.mock.calls.length).toBeGreaterThan(before[1]));
    expect(producers.mock.calls.length).toBeGreaterThan(before[0]);
  });
});
