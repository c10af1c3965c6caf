import { useTexts } from '@greenroom/core';
import { useId } from 'react';
import { adminTextTable } from '../texts';
import type { FieldChange } from './auditDiff';
import { ChangeItem, ChangesPanel, FieldName } from './styles';

export interface AuditChangesProps {
  /** The element id the entry's disclosure button controls. */
  id: string;
  /** The entry's action in words and its record, for the heading. */
  what: string;
  target: string;
  changes: readonly FieldChange[];
}

/**
 * One audit entry opened: each changed field with how it changed (Added, Removed, Changed) and its
 * value before and after, wrapping rather than scrolling sideways.
 * @example <AuditChanges id="changes" what="Project created" target="project-3" changes={auditDiff(null, { projectName: 'Gala' })} />
 */
export function AuditChanges({ id, what, target, changes }: AuditChangesProps) {
  const texts = useTexts(adminTextTable);
  const headingID = useId();
  return (
    <ChangesPanel id={id} aria-labelledby={headingID} data-ui="AuditChanges">
      <h3 id={headingID}>{texts.auditChangesOf(what, target)}</h3>
      {changes.length === 0 ? (
        <p>{texts.auditNoFieldsChanged}</p>
      ) : (
        <ul>
          {changes.map((change) => (
            <ChangeItem key={change.field}>
              <FieldName>
                {change.field || texts.auditValue}
                <span>{texts.auditChangeKinds[change.kind]}</span>
              </FieldName>
              <dl>
                {change.before !== undefined && (
                  <>
                    <dt>{texts.auditBefore}</dt>
                    <dd>{change.before}</dd>
                  </>
                )}
                {change.after !== undefined && (
                  <>
                    <dt>{texts.auditAfter}</dt>
                    <dd>{change.after}</dd>
                  </>
                )}
              </dl>
            </ChangeItem>
          ))}
        </ul>
      )}
    </ChangesPanel>
  );
}
