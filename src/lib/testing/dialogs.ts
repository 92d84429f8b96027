/**
 * What component tests add to the test DOM: its <dialog> has no modal methods, so `showModal` and
 * `close` only set `open` (enough for the portal's Dialog, which asks nothing else of them).
 */
export function installModalDialogs(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
}
