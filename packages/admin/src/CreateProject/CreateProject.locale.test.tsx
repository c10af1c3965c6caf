import { TextsProvider, type TextOverrides } from '@greenroom/core';
import { renderStory } from '@greenroom/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingsOverview } from '../BookingsOverview';
import { AdminStoryPortal, STORY_DAY } from '../stories/AdminStoryPortal';
import { CreateProject } from './CreateProject';

function Host({ locale = 'de', texts }: { locale?: string; texts?: TextOverrides }) {
  return (
    <AdminStoryPortal>
      <TextsProvider locale={locale} texts={texts}>
        <CreateProject />
      </TextsProvider>
    </AdminStoryPortal>
  );
}

describe('admin forms in other words', () => {
  it("speaks German from the form to 'Erfolgreich' and ZURÜCK", async () => {
    const { user } = renderStory(Host);
    await user.type(screen.getByRole('textbox', { name: /Projektname/ }), 'Frühjahrstour');
    await user.click(screen.getByRole('button', { name: 'ABSENDEN' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Erfolgreich');
    expect(screen.getByRole('button', { name: 'ZURÜCK' })).toBeInTheDocument();
  });

  it("shows a host's overrides on top of the locale", async () => {
    const { user } = renderStory(Host, { args: { texts: { admin: { submit: 'ANLEGEN', success: 'Projekt angelegt' } } } });
    await user.type(screen.getByRole('textbox', { name: /Projektname/ }), 'Gala');
    await user.click(screen.getByRole('button', { name: 'ANLEGEN' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Projekt angelegt');
  });

  it('titles the Bookings Overview with the day in the German pattern', async () => {
    renderStory(() => (
      <AdminStoryPortal>
        <TextsProvider locale="de">
          <BookingsOverview initialDate={STORY_DAY} onOpenBooking={() => undefined} />
        </TextsProvider>
      </AdminStoryPortal>
    ));
    expect(await screen.findByRole('heading', { name: 'Buchungen am 21.11.2026' })).toBeInTheDocument();
  });
});
