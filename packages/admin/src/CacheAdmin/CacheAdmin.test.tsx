import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, DeleteError, Error as ErrorStory, HostileContent } from './CacheAdmin.stories';

async function load(user: ReturnType<typeof renderStory>['user']) {
  await user.type(screen.getByRole('textbox', { name: /Booking ID/ }), 'booking-1');
  await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
  return screen.findByRole('region', { name: 'Cache' });
}

describe('CacheAdmin', () => {
  it('flags a blank booking ID; DELETE CACHE only appears once a cache is loaded', async () => {
    const { user, control } = renderStory(Basic);
    const get = control.spy('maintenance.getCache');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(screen.getByRole('textbox', { name: /Booking ID/ })).toHaveAccessibleDescription('Required');
    expect(get).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'DELETE CACHE' })).not.toBeInTheDocument();
  });

  it('renders the cache as markup and deletes it after "Delete this cache?", then \'Success\'', async () => {
    const { user, control } = renderStory(Basic);
    const remove = control.spy('maintenance.deleteCache');
    const region = await load(user);
    expect(within(region).getByText('rooms')).toBeInTheDocument();
    expect(within(region).getByText('lobby')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'DELETE CACHE' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this cache?' });
    await user.click(within(dialog).getByRole('button', { name: 'DELETE' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Success');
    expect(remove).toHaveBeenCalledExactlyOnceWith({ bookingID: 'booking-1' });
  });

  it('shows markup and script in a cache as text; nothing runs', async () => {
    const { user, container } = renderStory(HostileContent);
    const region = await load(user);
    expect(within(region).getByText(/<script>window.__pwned=1<\/script>/)).toBeInTheDocument();
    expect(container.querySelector('script, img')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it("shows 'An error occurred getting this cache' when reading fails", async () => {
    const { user } = renderStory(ErrorStory);
    await user.type(screen.getByRole('textbox', { name: /Booking ID/ }), 'booking-1');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred getting this cache');
  });

  it("shows 'An error occurred deleting this cache' in the dialog when deleting fails", async () => {
    const { user } = renderStory(DeleteError);
    await load(user);
    await user.click(screen.getByRole('button', { name: 'DELETE CACHE' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this cache?' });
    await user.click(within(dialog).getByRole('button', { name: 'DELETE' }));
    expect(await within(dialog).findByText('An error occurred deleting this cache')).toBeInTheDocument();
  });
});
