import { latestDeliveryStates, matchesNameSearch, toggleSelection, useTexts, type EmailDelivery, type Registration } from '@greenroom/core';
import { Checkbox, CheckboxList, TextField } from '@greenroom/ui';
import { useDeferredValue, useMemo, useState } from 'react';
import { personName } from '../data/guestSlices';
import { emailTextTable } from '../textTables/email';
import { sendingTextTable } from '../textTables/sending';
import { Recipients, SelectAllRow, ShownCount, StateTag } from './styles';

export interface RecipientListProps {
  /** The list's accessible name (the tab's: 'Attendees', 'Presenters'). */
  label: string;
  people: readonly Registration[];
  emailTemplateID: string;
  deliveries: readonly EmailDelivery[];
  selection: ReadonlySet<string>;
  onSelectionChange: (next: Set<string>) => void;
}

/**
 * One tab of Send Email: a name search (a case-insensitive substring of 'first last'), Select All
 * (the people shown) and a checkbox per person with what the template did for them so far (a
 * failure with its reason, as text). The people are a virtualized CheckboxList, so 9,999 open at
 * once; the search filters behind the typing (a deferred value) and says how many it shows.
 * @example <RecipientList label="Attendees" people={attendees} emailTemplateID="t1" deliveries={[]} selection={chosen} onSelectionChange={setChosen} />
 */
export function RecipientList({ label, people, emailTemplateID, deliveries, selection, onSelectionChange }: RecipientListProps) {
  const emailTexts = useTexts(emailTextTable);
  const sendingTexts = useTexts(sendingTextTable);
  const [query, setQuery] = useState('');
  const search = useDeferredValue(query);
  const shown = useMemo(() => people.filter((person) => matchesNameSearch(search, person.registrationData)), [people, search]);
  const states = useMemo(() => latestDeliveryStates(deliveries, emailTemplateID), [deliveries, emailTemplateID]);
  const chosen = useMemo(() => shown.reduce((count, person) => (selection.has(person.registrationID) ? count + 1 : count), 0), [shown, selection]);

  const stateOf = (person: Registration) => {
    const delivery = states.get(person.registrationID);
    const state = person.emails.includes(emailTemplateID) ? 'sent' : delivery?.state;
    if (!state) return null;
    return (
      <StateTag $failed={state === 'failed'}>
        {emailTexts.state[state]}
        {state === 'failed' && delivery?.reason ? `: ${delivery.reason}` : ''}
      </StateTag>
    );
  };

  return (
    <Recipients data-ui="RecipientList">
      <TextField label={emailTexts.search} type="search" value={query} fullWidth onValueChange={setQuery} />
      <SelectAllRow>
        <Checkbox
          label={emailTexts.selectAll}
          checked={shown.length > 0 && chosen === shown.length}
          indeterminate={chosen > 0 && chosen < shown.length}
          disabled={shown.length === 0}
          onCheckedChange={(on) => onSelectionChange(toggleSelection(selection, shown, on))}
        />
        <ShownCount role="status">{search.trim() !== '' && people.length > 0 ? sendingTexts.shownCount(shown.length, people.length) : ''}</ShownCount>
      </SelectAllRow>
      <CheckboxList
        label={label}
        items={shown}
        getId={(person) => person.registrationID}
        getLabel={personName}
        renderDetail={stateOf}
        selected={selection}
        onToggle={(person, on) => onSelectionChange(toggleSelection(selection, [person], on))}
        emptyText={people.length === 0 ? emailTexts.nobody : sendingTexts.noMatch(search.trim())}
      />
    </Recipients>
  );
}
