import { useTexts } from '@greenroom/core';
import { Select, type SelectOption } from '@greenroom/ui';
import { guestsTextTable } from '../textTables/guests';
import { PreferenceRow } from './styles';

/** The languages a producer can pick for a guest, each named in itself (as a language menu does). */
const GUEST_LANGUAGES: readonly SelectOption[] = [
  { value: 'en', label: 'English', data: true },
  { value: 'de', label: 'Deutsch', data: true },
];

/**
 * The options of the guest's language: '' (the booking's language, under `bookingLanguage`),
 * English and Deutsch, and the stored code as it is when it is another one ('pt-BR' from the
 * guest's browser), so opening and saving the form never changes it.
 * @example languageOptions('pt-BR', "Booking's language").map((option) => option.value) // ['', 'en', 'de', 'pt-BR']
 */
export function languageOptions(stored: string, bookingLanguage: string): SelectOption[] {
  const known = stored === '' || GUEST_LANGUAGES.some((option) => option.value === stored);
  return [{ value: '', label: bookingLanguage }, ...GUEST_LANGUAGES, ...(known ? [] : [{ value: stored, label: stored, data: true }])];
}

export interface LanguageSelectProps {
  /** The language code chosen ('' = the booking's). */
  value: string;
  /** The code the guest had when the form opened ('' for a new guest): kept as an option. */
  stored: string;
  onChange: (language: string) => void;
  disabled?: boolean;
}

/**
 * 'Language' of the Add/Manage Attendee form (issue 27): the language the guest's mail and pages
 * use, '' for the booking's.
 * @example <LanguageSelect value={language} stored={registration?.language ?? ''} onChange={setLanguage} />
 */
export function LanguageSelect({ value, stored, onChange, disabled }: LanguageSelectProps) {
  const texts = useTexts(guestsTextTable).form;
  return (
    <PreferenceRow>
      <Select label={texts.language} value={value} options={languageOptions(stored, texts.bookingLanguage)} disabled={disabled} onValueChange={onChange} />
    </PreferenceRow>
  );
}
