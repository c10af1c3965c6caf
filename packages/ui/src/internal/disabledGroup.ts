import { createContext, useContext } from 'react';

/**
 * True inside a group whose buttons are all disabled, such as a busy dialog's footer: the kit's
 * Button and IconButton there carry a real `disabled` attribute, not only the one a disabled
 * `<fieldset>` implies.
 * @example <DisabledGroup.Provider value={busy}>{actions}</DisabledGroup.Provider>
 */
export const DisabledGroup = createContext(false);

/**
 * Whether the surrounding group disables its buttons.
 * @example const groupDisabled = useGroupDisabled(); <button disabled={disabled || groupDisabled} />
 */
export function useGroupDisabled(): boolean {
  return useContext(DisabledGroup);
}
