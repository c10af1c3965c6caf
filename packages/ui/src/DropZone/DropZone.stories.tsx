import type { Story } from '@ladle/react';
import { useState } from 'react';
import { DropZone } from './DropZone';

export default { title: 'UI / Kit / Drop Zone' };

export const Basic: Story = () => {
  const [chosen, setChosen] = useState<string>('(none)');
  const [error, setError] = useState<string | undefined>();
  return (
    <>
      <DropZone
        label="Drop a PNG here or click to choose"
        accept="image/png"
        hint="PNG: 960px x 540px"
        onFile={(file) => {
          setError(undefined);
          setChosen(file.name);
        }}
        onReject={(reason) => setError(reason.code === 'file-type' ? 'File must be of type PNG' : reason.message)}
        error={error}
      />
      <p>Chosen: {chosen}</p>
    </>
  );
};

export const Csv: Story = () => <DropZone label="Drop a CSV file here or click to choose" accept=".csv" onFile={() => undefined} />;

export const WithFile: Story = () => (
  <DropZone label="Drop a PNG here or click to choose" accept="image/png" fileName="slide-01.png" onFile={() => undefined} />
);

export const Error: Story = () => (
  <DropZone label="Drop a PNG here or click to choose" accept="image/png" error="Please choose a file to upload first." onFile={() => undefined} />
);

export const Disabled: Story = () => <DropZone label="Drop a PNG here or click to choose" disabled onFile={() => undefined} />;

/** `multiple`: several files at once; each file is checked against `accept` on its own. */
export const Multiple: Story = () => {
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <>
      <DropZone multiple label="Drop PNG slides here or click to choose" accept="image/png" hint="PNG: 960px x 540px" onFiles={(files) => setChosen((current) => [...current, ...files.map((file) => file.name)])} />
      <p>Chosen: {chosen.length > 0 ? chosen.join(', ') : '(none)'}</p>
    </>
  );
};
