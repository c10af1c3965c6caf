export { PersonForm, personErrors, personFieldKeys, emptyDraft, type PersonFormProps, type PersonErrors } from './PersonForm';
export { LanguageSelect, languageOptions, type LanguageSelectProps } from './LanguageSelect';
