import { renderStory } from '@greenroom/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, Error as ErrorStory } from './LoginCodeLookup.stories';

describe('LoginCodeLookup', () => {
  it('flags a blank code and sends nothing', async () => {
    const { user, control } = renderStory(Basic);
    const lookup = control.spy('maintenance.lookupLoginCode');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(screen.getByRole('textbox', { name: /Login Code/ })).toHaveAccessibleDescription('Required');
    expect(lookup).not.toHaveBeenCalled();
  });

  it('shows a Booking Link to the booking of the code', async () => {
    const { user, control } = renderStory(Basic);
    const lookup = control.spy('maintenance.lookupLoginCode');
    await user.type(screen.getByRole('textbox', { name: /Login Code/ }), ' demo-public-1 ');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    const link = await screen.findByRole('link', { name: 'Booking Link' });
    expect(link).toHaveAttribute('href', '/booking/booking-1');
    expect(lookup).toHaveBeenCalledExactlyOnceWith({ loginCode: 'demo-public-1' });
  });

  it('shows nothing on a failure and the field stays usable', async () => {
    const { user } = renderStory(ErrorStory);
    const field = screen.getByRole('textbox', { name: /Login Code/ });
    await user.type(field, 'nope');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('button', { name: 'SUBMIT' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Booking Link' })).not.toBeInTheDocument();
    await user.type(field, '2');
    expect(field).toHaveValue('nope2');
    expect(field).toBeEnabled();
  });
});
