export { EmailsCell, type EmailsCellProps } from './EmailsCell';
