// CSV files the Upload Attendee List stories drop and its tests upload. Kept out of the stories
// file: Ladle takes every export of a stories file for a story.

/** Our template's header row (the CSV template download). */
export const TEMPLATE_HEADER = 'First Name,Last Name,Company Name,Email Address,Phone Number,Address Line 1,Address Line 2,City,State,Zip Code,Brand';
const HEADER = TEMPLATE_HEADER;

/** An Outlook contacts export (Outlook.com / new Outlook: 'Export contacts', CSV), its header as Outlook writes it. */
export const OUTLOOK_EXPORT = [
  "First Name,Middle Name,Last Name,Title,Suffix,Nickname,Given Yomi,Surname Yomi,E-mail Address,E-mail 2 Address,E-mail 3 Address,Home Phone,Home Phone 2,Business Phone,Business Phone 2,Mobile Phone,Car Phone,Other Phone,Primary Phone,Pager,Business Fax,Home Fax,Other Fax,Company Main Phone,Callback,Radio Phone,Telex,TTY/TDD Phone,IMAddress,Job Title,Department,Company,Office Location,Manager's Name,Assistant's Name,Assistant's Phone,Company Yomi,Business Street,Business City,Business State,Business Postal Code,Business Country/Region,Home Street,Home City,Home State,Home Postal Code,Home Country/Region,Other Street,Other City,Other State,Other Postal Code,Other Country/Region,Personal Web Page,Spouse,Schools,Hobby,Location,Web Page,Birthday,Anniversary,Notes",
  'Zora,,Neale,,,,,,zora.neale@example.com,,,,,,,5551234567,,,,,,,,,,,,,,Author,,Harlem Letters,,,,,,12 Lenox Ave,New York,NY,10027,United States,,,,,,,,,,,,,,,,,,,',
].join('\r\n');

/** One row of each kind against the live demo booking's guests: new, unchanged, update, duplicate, error. */
export const EVERY_KIND = [
  HEADER,
  'Zed,Z,,zed@example.com,,,,,,,no',
  'Alan,Turing,Bletchley Labs,alan.turing@example.com,(555) 010-2030,100 Congress Ave,,Austin,TX,78701,no',
  'Grace,Hopper,Navy Labs,grace.hopper@example.com,(555) 010-2030,100 Congress Ave,,Austin,TX,78701,no',
  'Zed again,Z,,ZED@example.com,,,,,,,no',
  ',Y,,bad-email,,,,,,,no',
].join('\r\n');

/** A file whose columns are named nothing we know: the producer matches them by hand. */
export const UNKNOWN_COLUMNS = ['Guest,Surname,Contact,Notes', 'Yan,Y,yan@example.com,vegetarian', 'Xi,X,xi@example.com,'].join('\r\n');

