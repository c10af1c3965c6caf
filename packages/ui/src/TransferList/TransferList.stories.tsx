import type { Story } from '@ladle/react';
import { useState } from 'react';
import { TransferList, type TransferValue } from './TransferList';

export default { title: 'UI / Kit / Transfer List' };

const projects = [
  { id: 'p1', label: 'Annual Gala' },
  { id: 'p2', label: 'Board Summit' },
  { id: 'p3', label: 'Customer Days' },
  { id: 'p4', label: 'Product Launch' },
];

function Stateful({ initial, disabled }: { initial: TransferValue; disabled?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <TransferList
      label="Assign Projects"
      leftTitle="Available"
      rightTitle="Assigned"
      left={value.left}
      right={value.right}
      onChange={setValue}
      disabled={disabled}
    />
  );
}

export const Basic: Story = () => <Stateful initial={{ left: projects.slice(0, 3), right: projects.slice(3) }} />;

export const Empty: Story = () => <Stateful initial={{ left: [], right: [] }} />;

export const NoneAssigned: Story = () => <Stateful initial={{ left: projects, right: [] }} />;

export const Disabled: Story = () => <Stateful initial={{ left: projects.slice(0, 2), right: projects.slice(2) }} disabled />;
