// The same panels rendered on the server by a Vite SSR build with the default config
// (`vite build --ssr`: dependencies stay external and Node resolves them, the setting in which a
// default import of styled-components used to reach its CommonJS file and crash).
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { BookingsDemo, GuestsDemo } from '../common/panels';

/** Markup of both panels and the style tags collected while rendering them. */
export function render(): { html: string; styleTags: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <>
          <GuestsDemo />
          <BookingsDemo />
        </>,
      ),
    );
    return { html, styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
