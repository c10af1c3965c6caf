import type { Story } from '@ladle/react';
import { createDemoSeed, createMemoryApi, createMemoryAuth, exampleLinks, useProductName } from '@greenroom/core';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import { styled } from '../styled';
import { TextField } from '../TextField/TextField';
import type { Appearance } from '../theme/appearance';
import { GreenroomProvider } from './GreenroomProvider';

export default { title: 'UI / Providers / Greenroom Provider' };

const FIXED_NOW = new Date('2026-11-21T15:00:00Z');

/** The labels a caller passes in (the sign-in screen's, from its text table); the kit's own texts follow `locale`. */
const LABELS = {
  en: { username: 'Username', password: 'Password', login: 'LOGIN', back: 'BACK' },
  de: { username: 'Benutzername', password: 'Passwort', login: 'ANMELDEN', back: 'ZURÜCK' },
};

const Frame = styled.section`
  display: grid;
  gap: var(--gr-space-4);
  max-width: 360px;
  padding: var(--gr-space-5);
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: var(--gr-space-3);
`;

/** A few kit parts and the portal's product name, as a panel inside the provider sees them. */
function SamplePanel({ locale }: { locale: keyof typeof LABELS }) {
  const labels = LABELS[locale];
  const productName = useProductName();
  const [password, setPassword] = useState('Secret123');
  return (
    <Frame aria-label={productName}>
      <h2>{productName}</h2>
      <TextField label={labels.username} defaultValue="producer" autoComplete="username" />
      <TextField label={labels.password} type="password" revealable value={password} onValueChange={setPassword} autoComplete="current-password" />
      <Actions>
        <Button>{labels.login}</Button>
        <Button variant="secondary">{labels.back}</Button>
        <Spinner />
      </Actions>
    </Frame>
  );
}

/** GreenroomProvider on the in-memory backend, with a demo product name and its own look and language. */
function DemoProvider({ appearance, locale }: { appearance: Appearance; locale: keyof typeof LABELS }) {
  const [api] = useState(() => createMemoryApi(createDemoSeed({ now: FIXED_NOW })));
  const [auth] = useState(() => createMemoryAuth({ signedInAs: 'producer', now: () => FIXED_NOW }));
  return (
    <GreenroomProvider
      api={api}
      auth={auth}
      links={exampleLinks}
      productName="Harbour Hall"
      navigate={() => undefined}
      now={() => FIXED_NOW}
      appearance={appearance}
      locale={locale}
    >
      <SamplePanel locale={locale} />
    </GreenroomProvider>
  );
}

// Each story sets its theme and brand colour: inside Ladle's own provider it would otherwise
// inherit the toolbar's brand shade, chosen for the toolbar's scheme rather than the story's.
const LIGHT: Appearance = { theme: 'light', variables: { colorPrimary: '#0a7c72' } };
const DARK: Appearance = { theme: 'dark', variables: { colorPrimary: '#4fd1c5' } };

/** A partner's light theme and brand colour, in English. */
export const Light: Story = () => <DemoProvider locale="en" appearance={LIGHT} />;

/** The same partner in the dark scheme: the brand's lighter shade, with dark text on its buttons. */
export const Dark: Story = () => <DemoProvider locale="en" appearance={DARK} />;

/** `locale="de"`: the kit's own texts (show password, the spinner's name) in German. */
export const German: Story = () => <DemoProvider locale="de" appearance={LIGHT} />;
