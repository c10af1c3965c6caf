import { renderStory } from '@greenroom/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, Error as ErrorStory, Saving } from './SpaceEndTimeUpdate.stories';

const dateField = () => screen.getByRole('textbox', { name: /Select end time \(in CST\)/ });

describe('SpaceEndTimeUpdate', () => {
  it("alerts 'Please select an end date' without a date and sends nothing", async () => {
    const { user, control, alert } = renderStory(Basic);
    const update = control.spy('spaces.updateEndTimes');
    await user.click(await screen.findByRole('checkbox', { name: /Main Hall/ }));
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(alert).toHaveBeenCalledWith('Please select an end date');
    expect(update).not.toHaveBeenCalled();
  });

  it('CHECK ALL and UNCHECK ALL tick and untick every space', async () => {
    const { user } = renderStory(Basic);
    await screen.findByRole('checkbox', { name: /Main Hall/ });
    await user.click(screen.getByRole('button', { name: 'CHECK ALL' }));
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'UNCHECK ALL' }));
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
  });

  it("sends the ticked spaces with 23:59:59 America/Chicago of the chosen day, then 'Success'", async () => {
    const { user, control } = renderStory(Basic);
    const update = control.spy('spaces.updateEndTimes');
    await user.click(await screen.findByRole('checkbox', { name: /Main Hall/ }));
    await user.click(screen.getByRole('checkbox', { name: /Summit Stage/ }));
    await user.type(dateField(), '03/31/2027');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Success');
    expect(update).toHaveBeenCalledExactlyOnceWith({ spaceIDArr: ['space-1', 'space-3'], endTime: '2027-04-01T04:59:59Z' });
  });

  it('Saving: SUBMIT stays busy until the answer', async () => {
    const { user, control } = renderStory(Saving);
    await user.click(await screen.findByRole('checkbox', { name: /Main Hall/ }));
    await user.type(dateField(), '03/31/2027');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await control.flush();
    expect(screen.getByRole('button', { name: /SUBMIT/ })).toBeDisabled();
    await control.release('spaces.updateEndTimes');
    expect(await screen.findByRole('status')).toHaveTextContent('Success');
  });

  it("shows 'An error occurred updating the selected spaces' on a failure", async () => {
    const { user } = renderStory(ErrorStory);
    await user.click(await screen.findByRole('checkbox', { name: /Main Hall/ }));
    await user.type(dateField(), '03/31/2027');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred updating the selected spaces');
  });

  it("shows, once a day is picked, each space's new close in its own zone before SUBMIT", async () => {
    const { user, control } = renderStory(Basic);
    const main = await screen.findByRole('checkbox', { name: /Main Hall/ });
    expect(screen.queryByText(/^New close:/)).not.toBeInTheDocument();
    await user.type(dateField(), '03/15/2027');
    expect(main).toHaveAccessibleDescription('New close: 03/15/2027 11:59 PM CDT');
    expect(screen.getByRole('checkbox', { name: /Summit Stage/ })).toHaveAccessibleDescription('New close: 03/16/2027 4:59 AM GMT');
    expect(screen.getByRole('checkbox', { name: /Breakout Lounge/ })).toHaveAccessibleDescription('New close: 03/16/2027 12:59 AM EDT');
    expect(control.spy('spaces.updateEndTimes')).not.toHaveBeenCalled();
  });
});
