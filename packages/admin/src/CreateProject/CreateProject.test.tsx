import { renderStory } from '@greenroom/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, Error as ErrorStory, Saving } from './CreateProject.stories';

describe('CreateProject', () => {
  it('flags a blank name and sends nothing; typing clears the flag', async () => {
    const { user, control } = renderStory(Basic);
    const create = control.spy('projects.create');
    await user.type(screen.getByRole('textbox', { name: /Project Name/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /Project Name/ }), 'x');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
  });

  it("sends the trimmed name and shows 'Success'; BACK starts over with an empty form", async () => {
    const { user, control } = renderStory(Basic);
    const create = control.spy('projects.create');
    await user.type(screen.getByRole('textbox', { name: /Project Name/ }), '  Spring Tour  ');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Success');
    expect(create).toHaveBeenCalledExactlyOnceWith({ name: 'Spring Tour' });
    expect(await control.api.projects.list()).toContainEqual(expect.objectContaining({ projectName: 'Spring Tour' }));
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(screen.getByRole('textbox', { name: /Project Name/ })).toHaveValue('');
  });

  it('Saving: SUBMIT stays busy until the backend answers', async () => {
    const { user, control } = renderStory(Saving);
    await user.type(screen.getByRole('textbox', { name: /Project Name/ }), 'Spring Tour');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await control.flush();
    expect(screen.getByRole('button', { name: /SUBMIT/ })).toBeDisabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await control.release('projects.create');
    expect(await screen.findByRole('status')).toHaveTextContent('Success');
  });

  it("shows 'An error occurred creating this project' when the backend fails", async () => {
    const { user } = renderStory(ErrorStory);
    await user.type(screen.getByRole('textbox', { name: /Project Name/ }), 'Spring Tour');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred creating this project');
  });
});
