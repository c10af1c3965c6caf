import type { Story } from '@ladle/react';
import { useMemo, useState } from 'react';
import { CheckboxList } from './CheckboxList';

export default { title: 'UI / Kit / Checkbox List' };

interface Guest {
  id: string;
  name: string;
  state?: string;
}

function Picker({ guests }: { guests: Guest[] }) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (guest: Guest, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(guest.id);
      else next.delete(guest.id);
      return next;
    });
  return (
    <>
      <p>{`${chosen.size} chosen`}</p>
      <CheckboxList
        label="Guests"
        items={guests}
        getId={(g) => g.id}
        getLabel={(g) => g.name}
        renderDetail={(g) => g.state}
        selected={chosen}
        onToggle={toggle}
        emptyText="Nobody to show."
      />
    </>
  );
}

/** Four guests, one with a long failure reason that wraps under the name on a phone. */
export const Basic: Story = () => (
  <Picker
    guests={[
      { id: 'g1', name: 'Ada Lovelace', state: 'Sent' },
      { id: 'g2', name: 'Alan Turing', state: 'Failed: 550 Mailbox full, the receiving server refused the message for this mailbox' },
      { id: 'g3', name: 'Grace Hopper' },
      { id: 'g4', name: 'Katherine Johnson', state: 'Queued' },
    ]}
  />
);

/** 9,999 guests: only the visible rows are in the page; arrows, Page Up/Down, Home and End move the focus. */
export const TenThousand: Story = () => {
  const guests = useMemo(() => Array.from({ length: 9_999 }, (_, i) => ({ id: `g${i}`, name: `Guest ${i + 1}` })), []);
  return <Picker guests={guests} />;
};

/** No items: the empty text, as a polite status. */
export const Empty: Story = () => <Picker guests={[]} />;
