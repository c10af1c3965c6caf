export { PersonForm, personErrors, personFieldKeys, emptyDraft, type PersonFormProps, type PersonErrors } from './PersonForm';
