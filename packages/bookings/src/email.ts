// @greenroom/bookings/email: the Email tab panel and its dialogs, embeddable on their own.
export { EmailPanel, type EmailPanelProps } from './EmailPanel';
export { AddTemplateDialog, type AddTemplateDialogProps } from './AddTemplateDialog';
export { ManageTemplateDialog, type ManageTemplateDialogProps } from './ManageTemplateDialog';
export { SendEmailDialog, type SendEmailDialogProps } from './SendEmailDialog';
export type { EmailSlice } from './data/emailSlice';
