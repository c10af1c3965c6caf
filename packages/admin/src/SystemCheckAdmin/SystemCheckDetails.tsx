import type { SystemCheck } from '@greenroom/core';
import { Button, Dialog } from '@greenroom/ui';
import { adminTexts } from '../texts';
import { DetailList } from './styles';

const flagKeys = Object.keys(adminTexts.flags) as (keyof typeof adminTexts.flags)[];

/** The Details popup of a system check: its id, name, browser, system, comment and every yes/no flag. */
export function SystemCheckDetails({ check, onClose }: { check: SystemCheck; onClose: () => void }) {
  const { data } = check;
  return (
    <Dialog open onClose={onClose} title={adminTexts.details} size="sm" actions={<Button onClick={onClose}>{adminTexts.close}</Button>}>
      <DetailList data-ui="SystemCheckDetails">
        <dt>{adminTexts.systemCheckID}</dt>
        <dd>{check.systemCheckID}</dd>
        <dt>{adminTexts.name}</dt>
        <dd>{`${check.firstName} ${check.lastName}`.trim()}</dd>
        <dt>{adminTexts.browser}</dt>
        <dd>{`${data.browserName} ${data.browserVersion}`.trim()}</dd>
        <dt>{adminTexts.operatingSystem}</dt>
        <dd>{`${data.operatingSystem} ${data.operatingSystemVersion}`.trim()}</dd>
        <dt>{adminTexts.comment}</dt>
        <dd>{check.comment}</dd>
        {flagKeys.map((key) => (
          <div key={key}>
            <dt>{adminTexts.flags[key]}</dt>
            <dd>{data[key] ? adminTexts.yes : adminTexts.no}</dd>
          </div>
        ))}
      </DetailList>
    </Dialog>
  );
}
