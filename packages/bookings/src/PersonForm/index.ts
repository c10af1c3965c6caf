export { PersonForm, personErrors, emptyDraft, type PersonFormProps, type PersonErrors } from './PersonForm';
