import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

/** How far off screen a drawn part comes alive: a screen ahead, so it is ready before the visitor arrives. */
const SCREENS_AHEAD = 1;

interface DrawnPart {
  html: string;
  /** The visitor came near it, or touched or focused it, before it could come alive. */
  woken: boolean;
  wake?: (touched: boolean) => void;
}

/** The parts of a page the server drew that are left as drawn when the app takes the page over, by name. */
const drawnParts = new Map<string, DrawnPart>();
/** The same, until the app has taken each over: a page rendered later in the browser draws it at once. */
const partsToTakeOver = new Map<string, DrawnPart>();
let observer: IntersectionObserver | undefined;

/**
 * Before the app takes a drawn page over (main.tsx): keeps the HTML of each part far from the screen, and
 * watches for the visitor coming near, touching or focusing it. Parts near the screen are taken over as
 * they are.
 */
export function keepDrawnParts(root: HTMLElement) {
  const screen = window.innerHeight;
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) wakePart(entry.target, false);
    },
    { rootMargin: `${SCREENS_AHEAD * 100}% 0px` },
  );
  for (const element of root.querySelectorAll<HTMLElement>('[data-drawn-part]')) {
    const { top, bottom } = element.getBoundingClientRect();
    if (bottom > -SCREENS_AHEAD * screen && top < (1 + SCREENS_AHEAD) * screen) continue;
    const part = { html: element.innerHTML, woken: false };
    drawnParts.set(element.dataset.drawnPart!, part);
    partsToTakeOver.set(element.dataset.drawnPart!, part);
    observer.observe(element);
  }
  if (drawnParts.size === 0) return;
  const touched = (event: Event) => {
    const part = event.target instanceof Element ? event.target.closest('[data-drawn-part]') : null;
    if (part) wakePart(part, true);
  };
  for (const type of ['pointerdown', 'focusin'])
    document.addEventListener(type, touched, { capture: true, passive: true });
}

function wakePart(element: Element, touched: boolean) {
  const part = drawnParts.get((element as HTMLElement).dataset.drawnPart ?? '');
  observer?.unobserve(element);
  if (!part || part.woken) return;
  part.woken = true;
  part.wake?.(touched);
}

/**
 * A part of a page the server draws, named `id`. Taking a drawn page over, the app leaves it as the server's
 * HTML until the visitor comes near it, or touches or focuses it: only then do its components run, ask for
 * their data and take the phone's main thread. It is then rendered anew, not hydrated, as its data may have
 * come meanwhile; a control the visitor was in keeps the focus and what was typed. A page rendered in the
 * browser draws the part at once.
 */
export function LiveWhenNear({ id, children }: { id: string; children: ReactNode }) {
  const [drawn] = useState(() => takeOverPart(id));
  const [live, setLive] = useState(drawn === undefined);
  const [handedOver, setHandedOver] = useState<Handover>();

  useEffect(() => {
    if (!drawn || live) return;
    const wake = (touched: boolean) => {
      const handover = handoverFrom(id);
      const update = () => {
        setLive(true);
        setHandedOver(handover);
      };
      // Touched or focused: drawn anew within that event, so the rest of it reaches the new part. Come
      // near: drawn in a render that yields to the browser, the drawn HTML shown until it is done.
      if (touched) flushSync(update);
      else startTransition(update);
    };
    if (drawn.woken) {
      wake(false);
      return;
    }
    drawn.wake = wake;
    return () => {
      drawn.wake = undefined;
    };
  }, [drawn, id, live]);

  useLayoutEffect(() => {
    if (handedOver) takeOver(id, handedOver);
  }, [id, handedOver]);

  return live ? (
    <div data-drawn-part={id}>{children}</div>
  ) : (
    <div data-drawn-part={id} dangerouslySetInnerHTML={{ __html: drawn!.html }} />
  );
}

function takeOverPart(id: string): DrawnPart | undefined {
  const part = partsToTakeOver.get(id);
  partsToTakeOver.delete(id);
  return part;
}

const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]';

/** The control of a part that has the focus: which of its controls (the same in the drawn and the new HTML). */
interface Handover {
  index: number;
  drawnControl: HTMLElement;
}

const controlsOf = (id: string) => [
  ...(document.querySelector(`[data-drawn-part="${id}"]`)?.querySelectorAll<HTMLElement>(CONTROLS) ?? []),
];

const isTextField = (element: unknown) =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

function handoverFrom(id: string): Handover | undefined {
  const controls = controlsOf(id);
  const index = controls.findIndex((control) => control === document.activeElement);
  return index < 0 ? undefined : { index, drawnControl: controls[index]! };
}

function takeOver(id: string, { index, drawnControl }: Handover) {
  const control = controlsOf(id)[index];
  if (!control) return;
  control.focus();
  if (!isTextField(control) || !isTextField(drawnControl) || !drawnControl.value) return;
  // Typed into the drawn control before it came alive: given to the new one as if typed there, once React
  // has finished drawing it (an input event inside its commit would be undone).
  queueMicrotask(() => {
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
    setValue?.call(control, drawnControl.value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
