export { MailOutbox, type MailOutboxProps } from './MailOutbox';
export { MailDeliveries, type MailDeliveriesProps } from './MailDeliveries';
export { KeptMail, type KeptMailProps } from './KeptMail';
