import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useLocale, useTexts } from '@greenroom/core';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { uiTextTable } from '../texts';
import { Columns, EmptyText, GroupLabel, ItemLabel, ItemList, MoveButton, Moves, Panel, PanelTitle, Root } from './styles';

/** One entry of a TransferList. */
export interface TransferItem {
  id: string;
  label: string;
}

/** Both sides of a TransferList after a move. */
export interface TransferValue {
  left: TransferItem[];
  right: TransferItem[];
}

export interface TransferListProps {
  /** Items not assigned (left list). */
  left: TransferItem[];
  /** Items assigned (right list). */
  right: TransferItem[];
  /** Called with both new lists after every move; moved items are appended to the target list. */
  onChange: (value: TransferValue) => void;
  /** Optional heading above both lists, e.g. 'Assign Projects'. */
  label?: string;
  /** Default 'Available' (the kit's text table). */
  leftTitle?: string;
  /** Default 'Assigned' (the kit's text table). */
  rightTitle?: string;
  /** Text shown in an empty list. Default 'None' (the kit's text table). */
  emptyText?: string;
  disabled?: boolean;
  /** Maximum height of each list before it scrolls, in px. */
  listHeight?: number;
  className?: string;
}

type Side = 'left' | 'right';

/**
 * Two checkbox lists (available on the left, assigned on the right) with buttons that move all or
 * the checked items across. Controlled: the parent owns both lists.
 *
 * @example
 * const [value, setValue] = useState({ left: unassigned, right: assigned });
 * <TransferList label="Assign Projects" left={value.left} right={value.right} onChange={setValue} />
 */
export function TransferList({
  left,
  right,
  onChange,
  label,
  leftTitle,
  rightTitle,
  emptyText,
  disabled = false,
  listHeight = 280,
  className,
}: TransferListProps) {
  const texts = useTexts(uiTextTable).transferList;
  const locale = useLocale();
  const numbers = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set());
  const labelId = useId();

  const checkedOn = (items: TransferItem[]) => items.filter((item) => checked.has(item.id));
  const leftChecked = checkedOn(left);
  const rightChecked = checkedOn(right);

  const toggle = (id: string) =>
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const move = (from: Side, moving: TransferItem[]) => {
    if (moving.length === 0) return;
    const movingIds = new Set(moving.map((item) => item.id));
    const source = from === 'left' ? left : right;
    const target = from === 'left' ? right : left;
    const remaining = source.filter((item) => !movingIds.has(item.id));
    const grown = [...target, ...moving];
    setChecked((current) => new Set([...current].filter((id) => !movingIds.has(id))));
    onChange(from === 'left' ? { left: remaining, right: grown } : { left: grown, right: remaining });
  };

  const renderPanel = (side: Side, title: string, items: TransferItem[]): ReactNode => {
    const titleId = `${labelId}-${side}`;
    return (
      <Panel aria-labelledby={titleId} data-side={side}>
        <PanelTitle id={titleId}>
          {texts.title(title, numbers.format(items.length))}
        </PanelTitle>
        <ItemList $maxHeight={listHeight} aria-labelledby={titleId}>
          {items.length === 0 ? <EmptyText>{emptyText ?? texts.empty}</EmptyText> : null}
          {items.map((item) => (
            <li key={item.id}>
              <ItemLabel $disabled={disabled}>
                <input type="checkbox" checked={checked.has(item.id)} disabled={disabled} onChange={() => toggle(item.id)} />
                {item.label}
              </ItemLabel>
            </li>
          ))}
        </ItemList>
      </Panel>
    );
  };

  return (
    <Root data-ui="TransferList" className={className} role="group" aria-labelledby={label ? labelId : undefined}>
      {label ? <GroupLabel id={labelId}>{label}</GroupLabel> : null}
      <Columns>
        {renderPanel('left', leftTitle ?? texts.available, left)}
        <Moves>
          <MoveButton type="button" aria-label={texts.moveAllRight} disabled={disabled || left.length === 0} onClick={() => move('left', left)}>
            <ChevronsRight aria-hidden size={18} />
          </MoveButton>
          <MoveButton type="button" aria-label={texts.moveSelectedRight} disabled={disabled || leftChecked.length === 0} onClick={() => move('left', leftChecked)}>
            <ChevronRight aria-hidden size={18} />
          </MoveButton>
          <MoveButton type="button" aria-label={texts.moveSelectedLeft} disabled={disabled || rightChecked.length === 0} onClick={() => move('right', rightChecked)}>
            <ChevronLeft aria-hidden size={18} />
          </MoveButton>
          <MoveButton type="button" aria-label={texts.moveAllLeft} disabled={disabled || right.length === 0} onClick={() => move('right', right)}>
            <ChevronsLeft aria-hidden size={18} />
          </MoveButton>
        </Moves>
        {renderPanel('right', rightTitle ?? texts.assigned, right)}
      </Columns>
    </Root>
  );
}
