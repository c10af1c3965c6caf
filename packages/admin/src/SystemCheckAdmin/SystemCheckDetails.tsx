import { useTexts, type SystemCheck } from '@greenroom/core';
import { Button, Dialog } from '@greenroom/ui';
import { adminTexts, adminTextTable } from '../texts';
import { DetailList } from './styles';

// The flags in the spec's order (the keys of the English table; every locale has the same).
const flagKeys = Object.keys(adminTexts.flags) as (keyof typeof adminTexts.flags)[];

/** The Details popup of a system check: its id, name, browser, system, comment and every yes/no flag. */
export function SystemCheckDetails({ check, onClose }: { check: SystemCheck; onClose: () => void }) {
  const texts = useTexts(adminTextTable);
  const { data } = check;
  return (
    <Dialog open onClose={onClose} title={texts.details} size="sm" actions={<Button onClick={onClose}>{texts.close}</Button>}>
      <DetailList data-ui="SystemCheckDetails">
        <dt>{texts.systemCheckID}</dt>
        <dd>{check.systemCheckID}</dd>
        <dt>{texts.name}</dt>
        <dd>{`${check.firstName} ${check.lastName}`.trim()}</dd>
        <dt>{texts.browser}</dt>
        <dd>{`${data.browserName} ${data.browserVersion}`.trim()}</dd>
        <dt>{texts.operatingSystem}</dt>
        <dd>{`${data.operatingSystem} ${data.operatingSystemVersion}`.trim()}</dd>
        <dt>{texts.comment}</dt>
        <dd>{check.comment}</dd>
        {flagKeys.map((key) => (
          <div key={key}>
            <dt>{texts.flags[key]}</dt>
            <dd>{data[key] ? texts.yes : texts.no}</dd>
          </div>
        ))}
      </DetailList>
    </Dialog>
  );
}
