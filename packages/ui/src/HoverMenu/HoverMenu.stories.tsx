import type { Story } from '@ladle/react';
import { useState } from 'react';
import { HoverMenu, type HoverMenuItem } from './HoverMenu';

export default { title: 'UI / Kit / Hover Menu' };

const projects = [
  { id: 'p1', name: 'Annual Gala', spaces: [{ id: 's1', name: 'Ballroom' }, { id: 's2', name: 'Lobby' }] },
  { id: 'p2', name: 'Board Summit', spaces: [{ id: 's3', name: 'Main Hall' }] },
  { id: 'p3', name: 'Customer Days', spaces: [] },
];

const projectItems: HoverMenuItem[] = projects.map((project) => ({
  id: project.id,
  label: project.name,
  children: project.spaces.map((space) => ({ id: space.id, label: space.name })),
}));

export const Basic: Story = () => {
  const [chosen, setChosen] = useState('none');
  return (
    <>
      <HoverMenu label="Select Project / Space" items={projectItems} onSelect={(item) => setChosen(item.label)} />
      <p>Chosen: {chosen}</p>
    </>
  );
};

export const Flat: Story = () => (
  <HoverMenu
    label="Admin Menu"
    items={[
      { id: 'space', label: 'SPACE' },
      { id: 'producer', label: 'PRODUCER' },
      { id: 'project', label: 'PROJECT' },
    ]}
  />
);

export const Empty: Story = () => <HoverMenu label="Select Project / Space" items={[]} emptyLabel="No projects" />;

export const Disabled: Story = () => <HoverMenu label="Select Project / Space" items={projectItems} disabled />;
