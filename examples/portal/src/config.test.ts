import { describe, expect, it } from 'vitest';
import { readInlineConfig } from './config';

const page = (text: string | null) => ({
  getElementById: (id: string) => (id === 'greenroom-config' && text !== null ? ({ textContent: text } as HTMLElement) : null),
});

describe('readInlineConfig', () => {
  it('reads the config the server put in index.html', () => {
    const config = { productName: 'Stage <b>', links: { intake: 'https://intake.example' } };
    expect(readInlineConfig(page(JSON.stringify(config).replace(/</g, '\\u003c')))).toEqual(config);
  });

  it('answers undefined without the block (Vite dev) or with one that does not parse', () => {
    expect(readInlineConfig(page(null))).toBeUndefined();
    expect(readInlineConfig(page(''))).toBeUndefined();
    expect(readInlineConfig(page('{"productName":'))).toBeUndefined();
  });
});
