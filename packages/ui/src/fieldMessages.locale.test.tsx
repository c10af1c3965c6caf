import { messages, TextsProvider, validateRequired, type TextOverrides } from '@greenroom/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { DropZone } from './DropZone/DropZone';
import { Select } from './Select/Select';
import { TextField } from './TextField/TextField';

// The rule book's English messages (core/src/validation/messages.ts), shown by the kit in the locale in effect.
function NameForm() {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(validateRequired(name) ?? null);
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField label="Name" value={name} onValueChange={setName} error={error} required />
      <TextField label="Company" value="" onValueChange={() => undefined} helperText={'Optional'} />
      <button type="submit">OK</button>
    </form>
  );
}

function renderForm(locale?: string, texts?: TextOverrides) {
  render(
    <TextsProvider locale={locale} texts={texts}>
      <NameForm />
    </TextsProvider>,
  );
  return userEvent.setup();
}

describe('field messages in the locale in effect', () => {
  it("shows 'Required' under an empty required field in English", async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByLabelText(/Name/)).toHaveAccessibleDescription('Required');
    expect(screen.getByLabelText('Company')).toHaveAccessibleDescription('Optional');
  });

  it('shows the German text for the same message under locale="de"', async () => {
    const user = renderForm('de');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByLabelText(/Name/)).toHaveAccessibleDescription('Erforderlich');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
  });

  it("takes a host's override of core's table", async () => {
    const user = renderForm('de', { core: { required: 'Pflichtfeld' } });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByLabelText(/Name/)).toHaveAccessibleDescription('Pflichtfeld');
  });

  it('translates a parameterised server message and leaves unknown server texts as they are', () => {
    render(
      <TextsProvider locale="de">
        <Select label="Raum" value="" onValueChange={() => undefined} options={[{ value: 'a', label: 'A' }]} error={messages.maxLength(70)} />
        <DropZone label="Datei" onFile={() => undefined} error="Quota exceeded on our side" />
      </TextsProvider>,
    );
    expect(screen.getByLabelText('Raum')).toHaveAccessibleDescription('Höchstens 70 Zeichen erlaubt');
    expect(screen.getByText('Quota exceeded on our side')).toBeInTheDocument();
  });
});
