import { API_KEY_TEXTS, HttpError } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, Empty, Error as ErrorStory, Loading, SuperAdmin } from './ApiKeysPanel.stories';

/** The cells of each data row of the keys table (the header row has no data-index). */
function rowTexts(): string[][] {
  return within(screen.getByRole('table', { name: 'API Keys' }))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-index'))
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

describe('ApiKeysPanel', () => {
  it("lists the keys reaching the project, newest first: prefix, projects, access, last use in the viewer's zone, state", async () => {
    const { control } = renderStory(Basic);
    await screen.findByRole('cell', { name: 'CRM sync' });
    expect(rowTexts()).toEqual([
      ['CRM sync', 'grk_h3Ks8YdR', 'Acme Launch Events', 'Read', '11/21/2026 8:00 AM CST', '11/19/2026 9:00 AM CST', 'Active', 'REVOKE'],
      ['Reporting', 'grk_c9Vb4NwE', 'Every project', 'Read', 'Never', '11/16/2026 9:00 AM CST', 'Active', 'REVOKE'],
      ['Old export', 'grk_Q7mT2xLp', 'Acme Launch Events', 'Read and write', '11/01/2026 9:00 AM CST', '10/22/2026 10:00 AM CDT', 'Revoked', ''],
    ]);
    expect(screen.getByRole('button', { name: 'Revoke CRM sync' })).toBeInTheDocument();
    expect(control.spy('apiKeys.list')).toHaveBeenCalledExactlyOnceWith({ projectID: 'project-1', signal: expect.any(AbortSignal) });
  });

  it('creates a key for the project, refusing a blank name first, and shows its secret once', async () => {
    const { user, control } = renderStory(Basic);
    await screen.findByRole('cell', { name: 'CRM sync' });
    await user.click(screen.getByRole('button', { name: 'CREATE KEY' }));
    const dialog = screen.getByRole('dialog', { name: 'Create API Key' });
    expect(within(dialog).getByText('For the project Acme Launch Events')).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Projects' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'CREATE' }));
    expect(within(dialog).getByRole('textbox', { name: /Key Name/ })).toHaveAccessibleDescription(API_KEY_TEXTS.nameRequired);
    expect(control.spy('apiKeys.create')).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('textbox', { name: /Key Name/ }));
    await user.paste(' Zapier ');
    await user.click(within(dialog).getByRole('radio', { name: 'Read and write' }));
    await user.click(within(dialog).getByRole('button', { name: 'CREATE' }));
    expect(control.spy('apiKeys.create')).toHaveBeenCalledExactlyOnceWith({ name: 'Zapier', projectIDs: ['project-1'], access: 'readWrite' });
    const { secret, key } = await control.spy('apiKeys.create').mock.results[0].value;

    const shown = await screen.findByRole('dialog', { name: 'Your New API Key' });
    expect(shown).toHaveAccessibleDescription('Copy the key now and keep it somewhere safe. It will not be shown again.');
    const field = within(shown).getByRole('textbox', { name: 'API key' });
    expect(field).toHaveValue(secret);
    await waitFor(() => expect(field).toHaveFocus());
    expect(within(shown).getByRole('button', { name: 'Copy the API key' })).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'DONE' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rowTexts()[0].slice(0, 4)).toEqual(['Zapier', key.prefix, 'Acme Launch Events', 'Read and write']);
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
  });

  it("lets a super-admin choose projects or every project, and shows the server's field error under the projects", async () => {
    const { user, control } = renderStory(SuperAdmin);
    await screen.findByRole('cell', { name: 'CRM sync' });
    expect(control.spy('apiKeys.list')).toHaveBeenCalledWith({ signal: expect.any(AbortSignal) });
    await user.click(screen.getByRole('button', { name: 'CREATE KEY' }));
    const dialog = screen.getByRole('dialog', { name: 'Create API Key' });
    await user.click(within(dialog).getByRole('textbox', { name: /Key Name/ }));
    await user.paste('Exports');
    await user.click(within(dialog).getByRole('button', { name: 'CREATE' }));
    const projects = within(dialog).getByRole('group', { name: 'Projects' });
    expect(projects).toHaveAccessibleDescription(API_KEY_TEXTS.projectsRequired);

    await user.click(within(projects).getByRole('checkbox', { name: 'Every project' }));
    expect(within(projects).getByRole('checkbox', { name: 'Partner Summit' })).toBeDisabled();
    expect(within(projects).getByRole('checkbox', { name: 'Partner Summit' })).toBeChecked();
    const refusal = { projectIDs: API_KEY_TEXTS.installWideAdminOnly };
    control.spy('apiKeys.create').mockRejectedValueOnce(new HttpError(400, 'Invalid request', { message: 'Invalid request', fieldErrors: refusal }, refusal));
    await user.click(within(dialog).getByRole('button', { name: 'CREATE' }));
    expect(control.spy('apiKeys.create')).toHaveBeenLastCalledWith({ name: 'Exports', projectIDs: null, access: 'read' });
    expect(await within(dialog).findByText(API_KEY_TEXTS.installWideAdminOnly)).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(projects).getByRole('checkbox', { name: 'Every project' }));
    await user.click(within(projects).getByRole('checkbox', { name: 'Partner Summit' }));
    expect(within(dialog).queryByText(API_KEY_TEXTS.installWideAdminOnly)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'CREATE' }));
    expect(control.spy('apiKeys.create')).toHaveBeenLastCalledWith({ name: 'Exports', projectIDs: ['project-2'], access: 'read' });
    expect(await screen.findByRole('dialog', { name: 'Your New API Key' })).toBeInTheDocument();
  });

  it('revokes a key after asking; it stays listed as revoked and the focus goes to the title', async () => {
    const { user, control } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'Revoke CRM sync' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke API Key?' });
    expect(dialog).toHaveTextContent('Systems using the key CRM sync stop working at once. There is no undo for revoke.');
    await user.click(within(dialog).getByRole('button', { name: 'REVOKE' }));
    expect(control.spy('apiKeys.revoke')).toHaveBeenCalledExactlyOnceWith({ apiKeyID: 'apikey-1' });
    await control.flush();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rowTexts()[0]).toEqual(expect.arrayContaining(['CRM sync', 'Revoked']));
    expect(screen.queryByRole('button', { name: 'Revoke CRM sync' })).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'API Keys' }));
  });

  it('Loading: the spinner stays until the keys arrive', async () => {
    const { control } = renderStory(Loading);
    await control.flush();
    expect(screen.getByRole('progressbar', { name: 'Loading API keys' })).toBeInTheDocument();
    await control.release('apiKeys.list');
    expect(screen.getByRole('cell', { name: 'CRM sync' })).toBeInTheDocument();
  });

  it('Error: says so, and RETRY reads the keys again; Empty: says there are none', async () => {
    const { user, control, unmount } = renderStory(ErrorStory);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred getting the API keys.');
    await user.click(screen.getByRole('button', { name: 'RETRY' }));
    await control.flush();
    expect(control.spy('apiKeys.list')).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred getting the API keys.');
    unmount();

    renderStory(Empty);
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
  });
});
