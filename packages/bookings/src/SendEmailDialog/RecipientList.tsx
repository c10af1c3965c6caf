import { latestDeliveryStates, matchesNameSearch, toggleSelection, useTexts, type EmailDelivery, type Registration } from '@greenroom/core';
import { Checkbox, TextField } from '@greenroom/ui';
import { useState } from 'react';
import { personName } from '../data/guestSlices';
import { bookingsTextTable } from '../texts';
import { People, Recipients, StateTag } from './styles';

export interface RecipientListProps {
  people: readonly Registration[];
  emailTemplateID: string;
  deliveries: readonly EmailDelivery[];
  selection: ReadonlySet<string>;
  onSelectionChange: (next: Set<string>) => void;
}

/**
 * One tab of Send Email: a name search (a case-insensitive substring of 'first last'), Select All
 * (the people shown) and a checkbox per person with what the template did for them so far.
 * @example <RecipientList people={attendees} emailTemplateID="t1" deliveries={[]} selection={chosen} onSelectionChange={setChosen} />
 */
export function RecipientList({ people, emailTemplateID, deliveries, selection, onSelectionChange }: RecipientListProps) {
  const emailTexts = useTexts(bookingsTextTable).email;
  const [query, setQuery] = useState('');
  const shown = people.filter((person) => matchesNameSearch(query, person.registrationData));
  const states = latestDeliveryStates(deliveries, emailTemplateID);
  const chosen = shown.filter((person) => selection.has(person.registrationID)).length;

  return (
    <Recipients data-ui="RecipientList">
      <TextField label={emailTexts.search} type="search" value={query} fullWidth onValueChange={setQuery} />
      <Checkbox
        label={emailTexts.selectAll}
        checked={shown.length > 0 && chosen === shown.length}
        indeterminate={chosen > 0 && chosen < shown.length}
        disabled={shown.length === 0}
        onCheckedChange={(on) => onSelectionChange(toggleSelection(selection, shown, on))}
      />
      {shown.length === 0 ? (
        <p>{emailTexts.nobody}</p>
      ) : (
        <People>
          {shown.map((person) => {
            const delivery = states.get(person.registrationID);
            const received = person.emails.includes(emailTemplateID);
            const state = received ? 'sent' : delivery?.state;
            return (
              <li key={person.registrationID}>
                <Checkbox
                  label={personName(person)}
                  checked={selection.has(person.registrationID)}
                  onCheckedChange={(on) => onSelectionChange(toggleSelection(selection, [person], on))}
                />
                {state && (
                  <StateTag $failed={state === 'failed'} title={state === 'failed' ? delivery?.reason : undefined}>
                    {emailTexts.state[state]}
                    {state === 'failed' && delivery?.reason ? `: ${delivery.reason}` : ''}
                  </StateTag>
                )}
              </li>
            );
          })}
        </People>
      )}
    </Recipients>
  );
}
