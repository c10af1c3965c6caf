export { MailOutbox, type MailOutboxProps } from './MailOutbox';
