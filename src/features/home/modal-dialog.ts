/**
 * Modal behaviour for a native <dialog> opened by [data-dialog-open="<dialog id>"] buttons: it
 * closes by its [data-dialog-close] button, a backdrop click or Escape; Tab stays inside; page
 * scroll is locked while it is open; focus returns to the button that opened it.
 */
import { trapTab } from '../../lib/focus-trap';

function wire(dialog: HTMLDialogElement, openers: HTMLElement[]): void {
  let opener: HTMLElement | null = null;
  const root = document.documentElement;

  for (const button of openers) {
    button.addEventListener('click', (event) => {
      event.preventDefault();
      opener = button;
      dialog.showModal();
      root.classList.add('is-scroll-locked');
      dialog.querySelector<HTMLElement>('[data-dialog-close]')?.focus();
    });
  }
  dialog.addEventListener('close', () => {
    root.classList.remove('is-scroll-locked');
    opener?.focus();
    opener = null;
  });
  dialog.querySelector('[data-dialog-close]')?.addEventListener('click', () => dialog.close());
  // A click on the dialog element itself is a click on the backdrop: its content fills the box.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('keydown', (event) => trapTab(event, dialog));
}

for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[data-modal]')) {
  const openers = [...document.querySelectorAll<HTMLElement>(`[data-dialog-open="${dialog.id}"]`)];
  for (const opener of openers) opener.hidden = false;
  for (const fallback of document.querySelectorAll<HTMLElement>(`[data-dialog-fallback="${dialog.id}"]`)) {
    fallback.hidden = true;
  }
  wire(dialog, openers);
}
