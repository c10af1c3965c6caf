import { useTexts } from '@greenroom/core';
import { Button, TextField } from '@greenroom/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { rmaTextTable } from '../textTables/rma';
import { ErrorText, FieldLine, Outcome, SettingForm } from './styles';

export interface SettingFieldProps {
  label: string;
  /** The stored value. */
  value: string;
  /** The spec's check: a message blocks the save. */
  validate?: (value: string) => string | null;
  /** Saves the value; resolves false when nothing was stored (someone else saved first). */
  onSave: (value: string) => Promise<boolean>;
  /** The §8 text when the save fails. */
  errorText: string;
  multiline?: boolean;
  /** Controls shown before the field (e.g. the support toggle). */
  before?: ReactNode;
  /** Whether the form has a change besides the text (e.g. the toggle). */
  dirty?: boolean;
}

/**
 * One setting of the Messages tab that saves on its own: controls given in `before` on their own
 * line, then a text field with SAVE level with its box, the rule's
 * message under the field (no call made), and its §8 error text when the save fails.
 * @example <SettingField label="Event Link" value={msg} validate={validateRequired} onSave={save} errorText="..." />
 */
export function SettingField({ label, value, validate, onSave, errorText, multiline, before, dirty = false }: SettingFieldProps) {
  const texts = useTexts(rmaTextTable).messages;
  const [typed, setTyped] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = validate?.(typed) ?? null;
    setProblem(message);
    if (message) return;
    setState('saving');
    onSave(typed).then(
      (stored) => setState(stored ? 'saved' : 'idle'),
      (error: unknown) => {
        console.error(error);
        setState('failed');
      },
    );
  };

  return (
    <SettingForm onSubmit={submit} noValidate aria-label={label}>
      {before}
      <FieldLine>
        <TextField
          label={label}
          value={typed}
          multiline={multiline}
          rows={multiline ? 3 : undefined}
          error={problem}
          onValueChange={(next) => {
            setTyped(next);
            setState('idle');
          }}
        />
        <Button type="submit" busy={state === 'saving'} disabled={!dirty && typed === value && state !== 'failed'}>
          {texts.save}
        </Button>
      </FieldLine>
      {state === 'failed' ? <ErrorText role="alert">{errorText}</ErrorText> : null}
      <Outcome role="status">{state === 'saved' ? texts.saved : ''}</Outcome>
    </SettingForm>
  );
}
