import { exampleLinks } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, Empty, Error as LoadError, Loading } from './PeoplePanel.stories';
import { expectListStates, rowNames as names } from '../stories/panelTesting';

describe('PeoplePanel', () => {
  it('lists the people by last then first name with the shared columns, named by its texts', async () => {
    renderStory(Basic);
    await screen.findByText('Ada Lovelace');
    expect(screen.getByRole('region', { name: 'People' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Company', 'Email', 'Brand', 'Emails', 'Actions']);
    expect(names()).toEqual(['Grace Hopper', 'Katherine Johnson', 'Ada Lovelace', 'Alan Turing']);
  });

  it("hands its tools the sorted rows and the panel's snackbar", async () => {
    const { user } = renderStory(Basic);
    await screen.findByText('Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Who is first?' }));
    expect(await screen.findByText('First: Grace Hopper')).toBeInTheDocument();
  });

  it('opens the dialog to add (NEW) and to manage a row; its copy shows the link snackbar', async () => {
    const { user } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'NEW' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Adding a person' })).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Manage Alan Turing' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Managing Alan Turing' })).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it("copies a guest's own link (intake host + login code, as the invitation mail gives it)", async () => {
    const { user, control } = renderStory(Basic);
    await user.click(await screen.findByRole('button', { name: 'Copy link of Grace Hopper' }));
    const people = await control.spy('registrations.listAttendees').mock.results[0].value;
    const grace = people.find((r: { registrationID: string }) => r.registrationID === 'registration-2');
    expect(await navigator.clipboard.readText()).toBe(`${exampleLinks.intake}${grace.loginCode}`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('shows its empty, loading and error texts', async () => {
    await expectListStates({ empty: [Empty, 'Nobody here yet'], loading: [Loading, 'Loading people'], error: [LoadError, 'People could not be read'] });
  });

  it('searches by name, email or company as you type, and says politely how many it shows', async () => {
    const { user } = renderStory(Basic);
    await screen.findByText('Ada Lovelace');
    const search = screen.getByRole('searchbox', { name: 'Search by name, email or company' });
    expect(screen.queryByText(/ shown$/)).not.toBeInTheDocument();
    await user.type(search, 'LOVE');
    expect(names()).toEqual(['Ada Lovelace']);
    expect(screen.getByText('1 of 4 shown')).toHaveAttribute('role', 'status');
    await user.clear(search);
    await user.type(search, 'hopper@EXAMPLE');
    expect(names()).toEqual(['Grace Hopper']);
  });

  it("says 'Nobody matches' for a search without match, apart from the empty list's text", async () => {
    const { user } = renderStory(Basic);
    await screen.findByText('Ada Lovelace');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name, email or company' }), 'zzz');
    expect(await screen.findByText('Nobody matches "zzz".')).toBeInTheDocument();
    expect(screen.queryByText('Nobody here yet')).not.toBeInTheDocument();
    expect(screen.getByText('0 of 4 shown')).toHaveAttribute('role', 'status');
  });
});
