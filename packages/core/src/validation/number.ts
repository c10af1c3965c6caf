import { messages } from './messages';
import type { TextValue } from './text';

/**
 * Round to 2 decimals (half away from zero, immune to binary artefacts such as 1.005).
 * @example roundTo2(1.005) // 1.01
 * @example roundTo2(2.344) // 2.34
 */
export function roundTo2(value: number): number {
  if (!Number.isFinite(value)) return value;
  // toPrecision(15) drops the binary noise of value * 100 (1.005 * 100 = 100.49999999999999).
  const hundredths = Math.round(Number((Math.abs(value) * 100).toPrecision(15)));
  return (Math.sign(value) * hundredths) / 100 || 0;
}

/**
 * Number edit (SingleNumber skin items): required, a number, minimum 0.
 * @example validateNumberInput('') // 'Required'
 * @example validateNumberInput('-1') // 'Value must be 0 or more'
 * @example validateNumberInput('1.25') // null
 */
export function validateNumberInput(input: TextValue): string | null {
  const text = (input ?? '').trim();
  if (text === '') return messages.required;
  const value = Number(text);
  if (!Number.isFinite(value)) return messages.numberInvalid;
  return value < 0 ? messages.numberMin : null;
}

/**
 * The value to save from a valid number edit: parsed and rounded to 2 decimals; null when invalid.
 * @example parseNumberInput('0.125') // 0.13
 */
export function parseNumberInput(input: TextValue): number | null {
  return validateNumberInput(input) === null ? roundTo2(Number((input ?? '').trim())) : null;
}
