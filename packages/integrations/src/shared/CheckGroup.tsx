import { Checkbox } from '@greenroom/ui';
import { useId, type ReactNode } from 'react';
import { CheckGroupRoot, ErrorText } from './styles';

export interface CheckGroupItem {
  id: string;
  label: string;
}

export interface CheckGroupProps {
  /** The group's name (its legend). */
  legend: string;
  items: readonly CheckGroupItem[];
  /** The ids that are checked. */
  selected: ReadonlySet<string>;
  onToggle: (id: string, checked: boolean) => void;
  disabled?: boolean;
  /** Shown under the group and read with it. */
  error?: string | null;
  /** More above the boxes (an 'every project' box). */
  children?: ReactNode;
}

/**
 * Checkboxes under a legend (a fieldset, so a screen reader names the group with each box), with
 * the group's error under it, referenced by the group.
 * @example <CheckGroup legend="Projects" items={[{ id: 'p1', label: 'Launch' }]} selected={chosen} onToggle={toggle} error={errors.projectIDs} />
 */
export function CheckGroup({ legend, items, selected, onToggle, disabled = false, error, children }: CheckGroupProps) {
  const errorID = useId();
  return (
    <CheckGroupRoot aria-describedby={error ? errorID : undefined} data-ui="CheckGroup">
      <legend>{legend}</legend>
      {children}
      {items.map((item) => (
        <Checkbox
          key={item.id}
          label={item.label}
          checked={selected.has(item.id)}
          disabled={disabled}
          onCheckedChange={(checked) => onToggle(item.id, checked)}
        />
      ))}
      {error ? <ErrorText id={errorID}>{error}</ErrorText> : null}
    </CheckGroupRoot>
  );
}
