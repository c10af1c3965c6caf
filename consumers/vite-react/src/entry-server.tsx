// The same panels rendered on the server by a Vite SSR build with the default config
// (`vite build --ssr`: dependencies stay external and Node resolves them, loading the packages'
// own ESM entries in plain Node). Each panel's provider writes the rules its render used into a
// `<style data-greenroom-styles>` after it, so the markup carries its styles: no collecting step.
import { renderToString } from 'react-dom/server';
import { BookingsDemo, GuestsDemo } from '../common/panels';

/** Markup of both panels, their `<style>` elements included. */
export function render(): string {
  return renderToString(
    <>
      <GuestsDemo />
      <BookingsDemo />
    </>,
  );
}
