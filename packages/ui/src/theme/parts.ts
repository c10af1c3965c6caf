/**
 * Every stable part name a Greenroom component carries as `data-ui="…"`, grouped by package. These
 * are the keys of `appearance.elements`; a test keeps this list equal to the names in the sources.
 *
 * @example
 * const isPart = (APPEARANCE_PARTS as readonly string[]).includes('Table'); // true
 */
export const APPEARANCE_PARTS = [
  // @greenroom/ui
  'Button', 'Checkbox', 'CheckboxList', 'ColorPicker', 'ConfirmDialog', 'CopyButton', 'DatePicker', 'Dialog', 'DropZone', 'EmptyState',
  'FormDialog', 'GreenroomTheme', 'HoverMenu', 'IconButton', 'LoadingScreen', 'ProgressBar', 'Radio', 'RadioGroup', 'Select', 'Snackbar',
  'Spinner', 'StaticCalendar', 'Switch', 'Table', 'Tabs', 'TextField', 'ThemeScope', 'ThemeSwitch', 'TimePicker',
  'TimezoneSelect', 'TransferList', 'TruncatedText', 'VisuallyHidden',
  // @greenroom/auth
  'ForgotPasswordForm', 'NewPasswordForm', 'PasswordChecklist', 'SignInPage', 'SignInSso', 'VerifyStep',
  // @greenroom/space
  'SpaceHeader', 'SpaceUsage', 'SpaceWindow', 'WelcomePanel',
  // @greenroom/calendars
  'CalendarDetail', 'CalendarList', 'CalendarTab', 'NameCalendarDialog',
  // @greenroom/bookings
  'AddTemplateDialog', 'AttendeesPanel', 'BookingEditor', 'BookingNameDialog', 'BookingsList', 'CapacityDialog',
  'ChooseCalendarDialog', 'DateTimeDialog', 'MessagesPanel', 'OverviewPanel', 'PersonEmails', 'RecipientList', 'RegistrationPanel',
  'RenameToCalendarDialog', 'SendInviteDialog', 'ZonedDateTime', 'DecisionDialog', 'WaitlistDialog',
  // @greenroom/branding
  'AssetUploadDialog', 'AvatarColorSlot', 'AvatarColorsDialog', 'BrandingTab', 'SkinItemList', 'SkinPreviewDialog',
  'SkinValueDialog', 'UploadProgress', 'WebThemeControls',
  // @greenroom/presentations
  'CreatePresentationDialog', 'EditPresentationDialog', 'PresentationsTab', 'SlideGrid', 'UploadSlidesDialog',
  // @greenroom/admin
  'AuditChanges', 'AuditLog', 'BookingsOverview', 'CacheAdmin', 'CacheView', 'CreateProducer', 'CreateProject', 'CreateSpace',
  'DateTimeCell', 'DeliveryReason', 'EditProducer', 'KeptMail', 'LoginCodeLookup', 'MailDeliveries', 'MailOutbox', 'MailTransportLine', 'ProducerAdmin',
  'ScreenError', 'SpaceEndTimeUpdate', 'SpaceWorldsScript', 'SuccessPanel', 'SystemCheckAdmin', 'SystemCheckDetails',
  'TwoLineText', 'UsageRepair',
  // @greenroom/integrations
  'ApiKeysPanel', 'CheckGroup', 'CreateApiKeyDialog', 'LoadError', 'SecretDialog', 'WebhookCard', 'WebhookDeliveries', 'WebhookDialog', 'WebhooksPanel',
  // @greenroom/guest
  'GuestAddToCalendar', 'GuestCountdown', 'GuestEventTimes', 'GuestJoinPage', 'GuestLinkProblem', 'GuestSignUpDone', 'GuestSignUpForm', 'GuestSignUpFull',
  'GuestSignUpPage',
] as const;

/** A stable part name (`data-ui`) that `appearance.elements` can restyle. @example const part: AppearancePart = 'BookingsList'; */
export type AppearancePart = (typeof APPEARANCE_PARTS)[number];
