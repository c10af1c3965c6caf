import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { GreenroomThemeProvider } from '../theme/GreenroomThemeProvider';
import { EyeIcon, EyeOffIcon } from './passwordIcons';
import { TextField } from './TextField';

const SLASH = 'm2 2 20 20';

function svgOf(Icon: ComponentType) {
  const { container } = render(<Icon />);
  return container.querySelector('svg') as SVGSVGElement;
}

const drawing = (svg: Element) => [...svg.querySelectorAll('path')].map((path) => path.getAttribute('d'));

describe('password icons', () => {
  it.each([
    ['EyeIcon', EyeIcon],
    ['EyeOffIcon', EyeOffIcon],
  ])("%s is lucide's 24 px outline icon in the text colour, hidden from assistive technology", (_, Icon) => {
    const svg = svgOf(Icon);
    expect(svg).toBeInTheDocument();
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '24');
    expect(svg).toHaveAttribute('height', '24');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('fill', 'none');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('stroke-width', '2');
    expect(svg).toHaveAttribute('stroke-linecap', 'round');
    expect(svg).toHaveAttribute('stroke-linejoin', 'round');
  });

  it('draws the open eye with its pupil and no slash', () => {
    const svg = svgOf(EyeIcon);
    const pupil = svg.querySelector('circle');
    expect(pupil).toHaveAttribute('cx', '12');
    expect(pupil).toHaveAttribute('cy', '12');
    expect(pupil).toHaveAttribute('r', '3');
    expect(drawing(svg)).not.toContain(SLASH);
  });

  it('strikes the eye through for hiding, a drawing of its own', () => {
    const off = svgOf(EyeOffIcon);
    expect(drawing(off)).toContain(SLASH);
    expect(off.querySelector('circle')).toBeNull();
    expect(drawing(off)).not.toEqual(drawing(svgOf(EyeIcon)));
  });

  it("shows the open eye on 'Show password' and the struck eye on 'Hide password'", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <GreenroomThemeProvider>
        <TextField label="Password" type="password" revealable defaultValue="Secret123" />
      </GreenroomThemeProvider>,
    );
    const show = screen.getByRole('button', { name: 'Show password' });
    expect(drawing(show.querySelector('svg') as SVGSVGElement)).not.toContain(SLASH);
    await user.click(show);
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(drawing(hide.querySelector('svg') as SVGSVGElement)).toContain(SLASH);
  });
});
