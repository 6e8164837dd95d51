import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { Modal } from './modal';

function Opener({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open list
      </button>
      {open && (
        <Modal
          title="Tutorials"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <a href="/files/one.pdf">First</a>
          <a href="/files/two.pdf">Second</a>
        </Modal>
      )}
    </>
  );
}

async function open() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open list' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Tutorials' }) };
}

it('is a labelled modal dialog that starts on its Close button', async () => {
  render(<Opener />);
  const { dialog } = await open();
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
});

it('closes on Close and gives focus back to the button that opened it', async () => {
  const onClose = vi.fn();
  render(<Opener onClose={onClose} />);
  const { user } = await open();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open list' })).toHaveFocus();
});

it('closes on Escape', async () => {
  render(<Opener />);
  const { user } = await open();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('closes on a backdrop click but not on a click inside', async () => {
  render(<Opener />);
  const { user, dialog } = await open();
  await user.click(screen.getByRole('heading', { name: 'Tutorials' }));
  expect(screen.getByRole('dialog')).toBeVisible();
  await user.click(dialog);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('keeps Tab and Shift+Tab inside the dialog', async () => {
  render(<Opener />);
  const { user } = await open();
  const close = screen.getByRole('button', { name: 'Close' });
  const last = screen.getByRole('link', { name: 'Second' });
  await user.tab({ shift: true });
  expect(last).toHaveFocus();
  await user.tab();
  expect(close).toHaveFocus();
});
