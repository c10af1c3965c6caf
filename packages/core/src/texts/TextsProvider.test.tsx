import { render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { defineTexts, useLocale, useTexts } from './defineTexts';
import { TextsProvider } from './TextsProvider';
import { deferred } from '../testing/deferred';

const table = defineTexts('sample', { hello: 'Hello' }, { de: { hello: 'Hallo' } });

function Greeting() {
  const texts = useTexts(table);
  return (
    <p>
      {texts.hello} ({useLocale()}) {new Intl.NumberFormat(useLocale()).format(1234.5)}
    </p>
  );
}

function Switcher() {
  const [locale, setLocale] = useState('en');
  return (
    <TextsProvider locale={locale}>
      <button type="button" onClick={() => setLocale('de')}>
        Deutsch
      </button>
      <Greeting />
    </TextsProvider>
  );
}

describe('TextsProvider', () => {
  it('gives English outside any provider', () => {
    render(<Greeting />);
    expect(screen.getByText('Hello (en) 1,234.5')).toBeInTheDocument();
  });

  it('applies the host overrides by table name', () => {
    render(
      <TextsProvider texts={{ sample: { hello: 'Welcome' } } as never}>
        <Greeting />
      </TextsProvider>,
    );
    expect(screen.getByText('Welcome (en) 1,234.5')).toBeInTheDocument();
  });

  it('lets a nested provider keep the outer locale and overrides it is not told', () => {
    render(
      <TextsProvider locale="de">
        <TextsProvider>
          <Greeting />
        </TextsProvider>
      </TextsProvider>,
    );
    expect(screen.getByText('Hallo (de) 1.234,5')).toBeInTheDocument();
  });

  it('switches locale at run time', async () => {
    render(<Switcher />);
    await userEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(screen.getByText('Hallo (de) 1.234,5')).toBeInTheDocument();
  });

  it('waits for a translation fetched on first use, having started every table at once', async () => {
    const greeting = deferred<{ hello: string }>();
    const farewell = deferred<{ bye: string }>();
    const greetings = defineTexts('greetings', { hello: 'Hello' }, { de: () => greeting.promise });
    const farewells = defineTexts('farewells', { bye: 'Bye' }, { de: () => farewell.promise });
    const Words = () => <p>{useTexts(greetings).hello}</p>;
    const Later = () => <p>{useTexts(farewells).bye}</p>;
    render(
      <TextsProvider locale="de">
        <Suspense fallback={<p>Loading</p>}>
          <Words />
          <Later />
        </Suspense>
      </TextsProvider>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    // Both fetches started with the provider, before Later was reached: answer the second first.
    farewell.resolve({ bye: 'Tschüss' });
    greeting.resolve({ hello: 'Hallo' });
    expect(await screen.findByText('Hallo')).toBeInTheDocument();
    expect(screen.getByText('Tschüss')).toBeInTheDocument();
  });

  it('shows English when a translation cannot be fetched, and says why in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const offline = defineTexts('offline', { word: 'Guests' }, { de: () => Promise.reject(new Error('chunk missing')) });
    const Word = () => <p>{useTexts(offline).word}</p>;
    render(
      <TextsProvider locale="de">
        <Suspense fallback={<p>Loading</p>}>
          <Word />
        </Suspense>
      </TextsProvider>,
    );
    expect(await screen.findByText('Guests')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith("[Greenroom] Texts for 'de' could not be loaded, so some panels show English:", expect.objectContaining({ message: 'chunk missing' }));
    warn.mockRestore();
  });

  it('keeps showing the current locale while a switch fetches the new one, then shows it', async () => {
    const german = deferred<{ word: string }>();
    const switching = defineTexts('switching', { word: 'Guests' }, { de: () => german.promise });
    const Word = () => <p>{useTexts(switching).word}</p>;
    function LanguageSwitch() {
      const [language, setLanguage] = useState('en');
      return (
        <TextsProvider locale={language}>
          <button type="button" onClick={() => setLanguage('de')}>
            Deutsch
          </button>
          <Suspense fallback={<p>Loading</p>}>
            <Word />
          </Suspense>
        </TextsProvider>
      );
    }
    render(<LanguageSwitch />);
    await userEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(screen.getByText('Guests')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    german.resolve({ word: 'Gäste' });
    expect(await screen.findByText('Gäste')).toBeInTheDocument();
  });
});
