import { templateRow, summariesOf, templateFromRow } from './templates';
import { mailAddressOf, senderDefaults } from '../senderDefaults';

const template = (name: string, system: boolean, created: number) =>
  templateRow(`id-${name}`, 'b1', { emailTemplateName: name, subject: 's', from: 'f', replyTo: 'r', body: 'b', HTML: !system, system }, created);

describe('summariesOf', () => {
  it('lists system templates first, then by name', () => {
    const map = summariesOf([template('Zeta', false, 1), template('Presenter Invite Link', true, 2), template('Alpha', false, 3), template('Attendee Invite Link', true, 4)]);
    expect(Object.values(map).map((t) => t.name)).toEqual(['Attendee Invite Link', 'Presenter Invite Link', 'Alpha', 'Zeta']);
    expect(map['id-Alpha']).toEqual({ id: 'id-Alpha', name: 'Alpha', system: false, HTML: true });
  });

  it('maps rows to the API template and back', () => {
    expect(templateFromRow(template('Alpha', false, 1))).toEqual({
      emailTemplateID: 'id-Alpha',
      emailTemplateName: 'Alpha',
      subject: 's',
      from: 'f',
      replyTo: 'r',
      body: 'b',
      HTML: true,
      system: false,
      version: 1,
      translations: {},
    });
  });
});

describe('senderDefaults', () => {
  it('takes the product name and the address of the mail sender', () => {
    expect(senderDefaults({ productName: 'Greenroom', mailFrom: 'Greenroom <events@x.test>' })).toEqual({ senderName: 'Greenroom', replyTo: 'events@x.test' });
    expect(mailAddressOf(' plain@x.test ')).toBe('plain@x.test');
  });
});
