import { renderStory } from '@greenroom/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Basic, Error as ErrorStory, ProjectsError, Saving } from './CreateSpace.stories';

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function fillRequired(user: ReturnType<typeof renderStory>['user']) {
  await user.type(field(/^Space Name/), '  Rooftop  ');
  await user.selectOptions(await screen.findByRole('combobox', { name: /Choose Project/ }), 'Partner Summit');
  await user.selectOptions(await screen.findByRole('combobox', { name: /Choose World/ }), 'Expo Hall');
  await user.type(field(/^Start Date/), '12/01/2026');
  await user.type(field(/^End Date/), '12/03/2026');
}

describe('CreateSpace', () => {
  it('prefills the servers and port 443', () => {
    renderStory(Basic);
    expect(field(/^Default Game Port/)).toHaveValue('443');
    expect(field(/^Default Video Server\b(?! App)/)).not.toHaveValue('');
    expect(field(/^Default Video Server App ID/)).not.toHaveValue('');
    expect(field(/^Default Game Server/)).not.toHaveValue('');
  });

  it('flags every blank field, the unchosen project and world and the missing dates, and sends nothing', async () => {
    const { user, control } = renderStory(Basic);
    const create = control.spy('spaces.create');
    await user.clear(field(/^Default Game Server/));
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(field(/^Space Name/)).toHaveAccessibleDescription('Required');
    expect(field(/^Default Game Server/)).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('combobox', { name: /Choose Project/ })).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('combobox', { name: /Choose World/ })).toHaveAccessibleDescription('Required');
    expect(field(/^Start Date/)).toHaveAccessibleDescription('Required');
    expect(create).not.toHaveBeenCalled();
    await user.type(field(/^Space Name/), 'R');
    expect(field(/^Space Name/)).not.toHaveAccessibleDescription('Required');
  });

  it('marks every field it can flag as Required with the required mark, the dates too', async () => {
    const { user } = renderStory(Basic);
    for (const name of ['Space Name', 'Default Game Server']) await user.clear(field(new RegExp(`^${name}`)));
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    const flagged = [...screen.getAllByRole('textbox'), ...screen.getAllByRole('combobox')].filter(
      (control) => control.getAttribute('aria-invalid') === 'true',
    );
    expect(flagged).toContain(field(/^Start Date/));
    expect(flagged).toContain(field(/^End Date/));
    for (const control of flagged) {
      expect(control).toBeRequired();
      expect(document.querySelector(`label[for="${control.id}"]`)).toHaveTextContent(/\*$/);
    }
  });

  it("sends the space from 00:01 on the start day to 23:59 on the end day in the chosen zone, then 'Success' and BACK", async () => {
    const { user, control } = renderStory(Basic);
    const create = control.spy('spaces.create');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Success');
    const sent = create.mock.calls[0][0];
    expect(sent).toMatchObject({ spaceName: 'Rooftop', projectID: 'project-2', worldID: 'world-2', defaultGamePort: 443 });
    const zone = sent.startDate.timezone;
    expect(sent.endDate.timezone).toBe(zone);
    const wall = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' }).format(new Date(iso));
    expect(wall(sent.startDate.date)).toBe('2026-12-01, 00:01');
    expect(wall(sent.endDate.date)).toBe('2026-12-03, 23:59');
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(field(/^Space Name/)).toHaveValue('');
  });

  it('Saving: SUBMIT stays busy until the answer', async () => {
    const { user, control } = renderStory(Saving);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await control.flush();
    expect(screen.getByRole('button', { name: /SUBMIT/ })).toBeDisabled();
    await control.release('spaces.create');
    expect(await screen.findByRole('status')).toHaveTextContent('Success');
  });

  it("shows 'An error occurred creating this space' on a failure", async () => {
    const { user } = renderStory(ErrorStory);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred creating this space');
  });

  it("alerts 'Error retrieving projects' and goes to / when the projects cannot be read", async () => {
    const { alert, navigate } = renderStory(ProjectsError);
    await vi.waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith('Error retrieving projects'));
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/');
  });
});
