import { useId, type ReactNode } from 'react';
import { useFieldMessage } from '../internal/useFieldMessage';
import { FieldLabel, FieldRoot, HelperText } from './styles';

/** Ids a control needs to be labelled and described by its frame. */
export interface FieldIds {
  inputId: string;
  labelId: string;
  messageId: string;
}

/** Stable ids for a labelled control; `id` overrides the generated input id. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const inputId = id ?? `gr-${generated}`;
  return { inputId, labelId: `${inputId}-label`, messageId: `${inputId}-message` };
}

/** aria attributes tying a control to its frame's message. */
export function describedBy(ids: FieldIds, error?: string, helperText?: string) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || helperText ? ids.messageId : undefined,
  } as const;
}

export interface FieldFrameProps {
  ui: string;
  ids: FieldIds;
  label: ReactNode;
  /** When false the label is not a <label for> (the control is labelled by `labelId`). */
  labelFor?: boolean;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  error?: string;
  helperText?: string;
  className?: string;
  children: ReactNode;
}

/**
 * Internal layout shared by kit B's form controls: a label, the control and an error or helper
 * line underneath. Not exported from the package.
 */
export function FieldFrame({ ui, ids, label, labelFor = true, hideLabel = false, error, helperText, className, children }: FieldFrameProps) {
  const message = useFieldMessage()(error || helperText);
  return (
    <FieldRoot data-ui={ui} className={className}>
      <FieldLabel id={ids.labelId} htmlFor={labelFor ? ids.inputId : undefined} $hidden={hideLabel}>
        {label}
      </FieldLabel>
      {children}
      {message ? (
        <HelperText id={ids.messageId} $invalid={Boolean(error)}>
          {message}
        </HelperText>
      ) : null}
    </FieldRoot>
  );
}
