import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useDismiss } from './use-dismiss';

function Popup({ name, children }: { name: string; children?: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useDismiss({ open, onDismiss: () => setOpen(false), rootRef, triggerRef });
  return (
    <div ref={rootRef}>
      <button ref={triggerRef} type="button" onClick={() => setOpen(true)}>
        Open {name}
      </button>
      {open ? (
        <div role="dialog" aria-label={name}>
          <button type="button">Inside {name}</button>
          {children}
        </div>
      ) : null}
    </div>
  );
}

function renderPopup() {
  render(
    <>
      <Popup name="menu" />
      <button type="button">Elsewhere</button>
    </>,
  );
  return userEvent.setup();
}

describe('useDismiss', () => {
  it('closes on a press outside', async () => {
    const user = await renderPopup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog', { name: 'menu' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a touch outside', async () => {
    const user = await renderPopup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    act(() => {
      fireEvent.touchStart(screen.getByRole('button', { name: 'Elsewhere' }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on a press inside', async () => {
    const user = await renderPopup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Inside menu' }));
    expect(screen.getByRole('dialog', { name: 'menu' })).toBeInTheDocument();
  });

  it('closes on Escape and gives the keyboard focus back to the trigger', async () => {
    const user = await renderPopup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    screen.getByRole('button', { name: 'Inside menu' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes nested popups one at a time on Escape, innermost first', async () => {
    render(
      <Popup name="outer">
        <Popup name="inner" />
      </Popup>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open outer' }));
    await user.click(screen.getByRole('button', { name: 'Open inner' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'outer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open inner' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'outer' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open outer' })).toHaveFocus();
  });

  it('is the only place that listens for outside presses and Escape', () => {
    const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..');
    const files = (readdirSync(srcDir, { recursive: true }) as string[]).filter(
      (file) => /\.tsx?$/.test(file) && !file.includes('.test.') && !file.endsWith('use-dismiss.ts'),
    );
    const copies = files.filter((file) =>
      /addEventListener\(\s*'(mousedown|touchstart|keydown)'/.test(readFileSync(join(srcDir, file), 'utf8')),
    );
    expect(copies).toEqual([]);
  });
});
