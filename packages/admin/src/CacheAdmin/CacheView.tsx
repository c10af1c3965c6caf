import { useTexts, type JsonValue } from '@greenroom/core';
import { adminTextTable, type AdminTexts } from '../texts';
import { Tree } from './styles';

/**
 * A cache rendered as markup: objects as nested term lists, arrays as ordered lists, values as
 * text. Only React elements and text nodes are made, so no markup or script in a value can run.
 * @example <CacheView value={{ bookingID: 'b1', rooms: { lobby: 2 } }} />
 */
export function CacheView({ value }: { value: JsonValue }) {
  const texts = useTexts(adminTextTable);
  return <Tree data-ui="CacheView">{node(value, texts)}</Tree>;
}

function node(value: JsonValue, texts: AdminTexts) {
  if (Array.isArray(value)) {
    if (value.length === 0) return <span>{texts.emptyValue}</span>;
    return (
      <ol>
        {value.map((item, index) => (
          <li key={index}>{node(item, texts)}</li>
        ))}
      </ol>
    );
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return <span>{texts.emptyValue}</span>;
    return (
      <dl>
        {entries.map(([key, item]) => (
          <div key={key}>
            <dt>{key}</dt>
            <dd>{node(item as JsonValue, texts)}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return <span>{value === null ? 'null' : String(value)}</span>;
}
