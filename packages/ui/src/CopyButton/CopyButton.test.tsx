import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './CopyButton';
import { Disabled, WithStatus } from './CopyButton.stories';
import { copyText } from './copyText';

type ExecCommand = (command: string) => boolean;
const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

function setExecCommand(impl: ExecCommand | undefined) {
  Object.defineProperty(document, 'execCommand', { configurable: true, writable: true, value: impl });
}

/** Click and let the copy promise settle. */
async function clickAndSettle(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

beforeEach(() => {
  setExecCommand(undefined);
});

afterEach(() => {
  if (originalClipboard) Object.defineProperty(navigator, 'clipboard', originalClipboard);
  else Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
  vi.useRealTimers();
});

describe('CopyButton', () => {
  it('copies with the Clipboard API and then calls onCopied', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    const execCommand = vi.fn<ExecCommand>(() => true);
    setClipboard(writeText);
    setExecCommand(execCommand);
    render(<WithStatus />);
    const button = screen.getByRole('button', { name: 'Copy Space ID' });
    expect(button).toHaveAttribute('data-ui', 'CopyButton');
    await clickAndSettle(button);
    expect(writeText).toHaveBeenCalledExactlyOnceWith('sp-42');
    expect(execCommand).not.toHaveBeenCalled();
    expect(screen.getByText('Status: copied')).toBeInTheDocument();
    expect(button).toHaveAttribute('data-copied', 'true');
  });

  it('falls back to a hidden textarea and execCommand when the Clipboard API rejects', async () => {
    setClipboard(vi.fn<(text: string) => Promise<void>>().mockRejectedValue(new DOMException('Denied', 'NotAllowedError')));
    let selectedText = '';
    const execCommand = vi.fn<ExecCommand>(() => {
      const active = document.activeElement;
      selectedText = active instanceof HTMLTextAreaElement ? active.value : '';
      return true;
    });
    setExecCommand(execCommand);
    const onCopied = vi.fn();
    render(<CopyButton text="https://cal.example/AB12" label="Copy calendar link" onCopied={onCopied} />);
    const button = screen.getByRole('button', { name: 'Copy calendar link' });
    button.focus();
    await clickAndSettle(button);
    expect(execCommand).toHaveBeenCalledExactlyOnceWith('copy');
    expect(selectedText).toBe('https://cal.example/AB12');
    expect(onCopied).toHaveBeenCalledTimes(1);
    expect(document.querySelector('textarea')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('falls back when the Clipboard API is missing', async () => {
    setClipboard(undefined);
    const execCommand = vi.fn<ExecCommand>(() => true);
    setExecCommand(execCommand);
    render(<WithStatus />);
    await clickAndSettle(screen.getByRole('button', { name: 'Copy Space ID' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByText('Status: copied')).toBeInTheDocument();
  });

  it('reports an error and never onCopied when both paths fail', async () => {
    setClipboard(vi.fn<(text: string) => Promise<void>>().mockRejectedValue(new Error('denied')));
    setExecCommand(vi.fn<ExecCommand>(() => false));
    const onCopied = vi.fn();
    const onError = vi.fn();
    render(<CopyButton text="x" onCopied={onCopied} onError={onError} />);
    await clickAndSettle(screen.getByRole('button', { name: 'Copy' }));
    expect(onCopied).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0][0]).toEqual(new Error('Copy to clipboard failed'));
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('shows the check mark for 1500 ms after a copy', async () => {
    vi.useFakeTimers();
    setClipboard(vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined));
    render(<CopyButton text="x" />);
    const button = screen.getByRole('button', { name: 'Copy' });
    await clickAndSettle(button);
    expect(button).toHaveAttribute('data-copied', 'true');
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(button).not.toHaveAttribute('data-copied');
  });

  it('disabled does not copy', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    setClipboard(writeText);
    render(<Disabled />);
    const button = screen.getByRole('button', { name: 'Copy calendar link' });
    expect(button).toBeDisabled();
    await clickAndSettle(button);
    expect(writeText).not.toHaveBeenCalled();
  });
});

describe('copyText', () => {
  it('rejects when no copy method exists', async () => {
    setClipboard(undefined);
    await expect(copyText('x')).rejects.toThrow('Copy to clipboard failed');
  });
});
