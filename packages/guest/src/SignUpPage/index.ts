export { SignUpPage, type SignUpPageProps } from './SignUpPage';
