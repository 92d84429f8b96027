/**
 * Rendering React islands in unit tests (jsdom): mount, type, choose, submit, and wait for the
 * page to settle, acting as a user would.
 */
import { act, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let mounted: { root: Root; container: HTMLElement }[] = [];

/** Mounts a component in a fresh container; returns the container. */
export async function render(node: ReactNode): Promise<HTMLElement> {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  await act(async () => root.render(node));
  mounted.push({ root, container });
  return container;
}

/**
 * Server-renders a component, lets `beforeHydration` act on the static HTML (as a visitor who
 * types before the island's script has run), then hydrates it; returns the container.
 */
export async function hydrate(
  node: ReactNode,
  beforeHydration: (container: HTMLElement) => void = () => {},
): Promise<HTMLElement> {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(node);
  beforeHydration(container);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, node);
  });
  mounted.push({ root: root!, container });
  return container;
}

/** Unmounts everything rendered by `render` or `hydrate`. */
export async function cleanup(): Promise<void> {
  for (const { root, container } of mounted) {
    await act(async () => root.unmount());
    container.remove();
  }
  mounted = [];
}

/** The form control whose label text matches exactly. */
export function field<T extends HTMLElement = HTMLInputElement>(scope: ParentNode, label: string): T {
  const match = [...scope.querySelectorAll('label')].find((l) => l.textContent?.trim() === label);
  const control = match?.htmlFor ? scope.querySelector<T>(`#${CSS.escape(match.htmlFor)}`) : null;
  if (!control) throw new Error(`No control labelled "${label}"`);
  return control;
}

/** The button whose text (or aria-label) matches. */
export function button(scope: ParentNode, name: string | RegExp): HTMLButtonElement {
  const found = [...scope.querySelectorAll('button')].find((b) => {
    const text = b.getAttribute('aria-label') ?? b.textContent?.trim() ?? '';
    return typeof name === 'string' ? text === name : name.test(text);
  });
  if (!found) throw new Error(`No button "${String(name)}"`);
  return found;
}

/** Types into an input or text box or picks an option of a select, the way React sees a user do it. */
export async function fill(
  control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement,
  value: string,
): Promise<void> {
  // The prototype's setter, not the element's own (React tracks values through it).
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
  await act(async () => {
    setter?.call(control, value);
    control.dispatchEvent(
      new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}

/** Clicks an element and lets React and pending promises settle. */
export async function click(element: HTMLElement): Promise<void> {
  await act(async () => {
    element.click();
  });
  await settle();
}

/** Lets pending promises (fake fetch answers) and React updates finish. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}
