import { createContext, useContext } from 'react';

export interface RadioGroupState {
  name: string;
  value: string | null;
  disabled: boolean;
  invalid: boolean;
  select: (value: string) => void;
}

export const RadioGroupContext = createContext<RadioGroupState | null>(null);

export function useRadioGroup(): RadioGroupState {
  const state = useContext(RadioGroupContext);
  if (!state) throw new Error('<Radio> must be rendered inside a <RadioGroup>.');
  return state;
}
