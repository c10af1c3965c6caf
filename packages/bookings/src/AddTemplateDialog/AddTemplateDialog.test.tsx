import { renderStory } from '@greenroom/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Basic, Error as CreateError, Saving } from './AddTemplateDialog.stories';

const dialog = () => screen.getByRole('dialog', { name: 'Add Template' });

describe('AddTemplateDialog', () => {
  it("refuses a blank name with 'Required' and no call, then creates the trimmed name and closes", async () => {
    const { user, control } = renderStory(Basic);
    const create = control.spy('emailTemplates.create');
    await user.type(within(dialog()).getByRole('textbox', { name: 'Template Name' }), '   ');
    await user.click(within(dialog()).getByRole('button', { name: 'SAVE' }));
    expect(within(dialog()).getByRole('textbox', { name: 'Template Name' })).toHaveAccessibleDescription(expect.stringContaining('Required'));
    expect(create).not.toHaveBeenCalled();

    await user.type(within(dialog()).getByRole('textbox', { name: 'Template Name' }), 'Follow-up  ');
    await user.keyboard('{Enter}');
    expect(create).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ bookingID: 'booking-1', emailTemplateName: 'Follow-up' }));
    const { emailTemplateID } = await create.mock.results[0].value;
    expect(await screen.findByText(`Created: ${emailTemplateID}`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays busy while the create has not answered', async () => {
    const { user, control } = renderStory(Saving);
    await user.type(within(dialog()).getByRole('textbox', { name: 'Template Name' }), 'Follow-up');
    await user.click(within(dialog()).getByRole('button', { name: 'SAVE' }));
    await control.flush();
    expect(within(dialog()).getByRole('progressbar', { name: 'In progress' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('textbox', { name: 'Template Name' })).toBeDisabled();
    await control.release('emailTemplates.create');
    await control.flush();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows 'An error occurred creating this email template' when the create fails and stays open", async () => {
    const { user } = renderStory(CreateError);
    await user.type(within(dialog()).getByRole('textbox', { name: 'Template Name' }), 'Follow-up');
    await user.click(within(dialog()).getByRole('button', { name: 'SAVE' }));
    expect(await within(dialog()).findByText('An error occurred creating this email template')).toBeInTheDocument();
    expect(within(dialog()).getByRole('textbox', { name: 'Template Name' })).toHaveValue('Follow-up');
  });
});
