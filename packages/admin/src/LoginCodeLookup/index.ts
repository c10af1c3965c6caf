export { LoginCodeLookup, type LoginCodeLookupProps } from './LoginCodeLookup';
