import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { defineTexts, useLocale, useTexts } from './defineTexts';
import { TextsProvider } from './TextsProvider';

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
});
