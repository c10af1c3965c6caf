// Its own module: core's text table (on every first screen) takes the 'Optional' hint from here,
// without bringing the registration form's rules along.
import type { IntakeField } from '../entities';

/**
 * Helper text under an intake field.
 * @example intakeHelperText({ name: 'Email', visible: true, mandatory: true }) // 'Required'
 */
export function intakeHelperText(field: Pick<IntakeField, 'mandatory'>): 'Required' | 'Optional' {
  return field.mandatory ? 'Required' : 'Optional';
}
