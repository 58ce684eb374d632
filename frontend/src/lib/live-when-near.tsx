import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

/** How far off screen a drawn part comes alive: a screen ahead, so it is ready before the visitor arrives. */
const SCREENS_AHEAD = 1;

interface DrawnPart {
  html: string;
  /**
   * Its component has taken it over (committed, not only rendered: a render React set aside, to hydrate
   * again, must find the part still to take). A page rendered later in the browser draws the part at once.
   */
  taken: boolean;
  /** The visitor came near it: it is coming alive, in a render that yields. */
  woken: boolean;
  /** Alive: its components have rendered it. */
  live: boolean;
  wake?: (touch?: Touch) => void;
  /** Tapped or focused before its component could wake it: handed on as soon as it can. */
  pendingTouch?: Touch;
}

/** What the visitor did to a part still as drawn, handed on to the same control once it is alive. */
interface Touch {
  /** Which of the part's controls (the same in the drawn and the live HTML). */
  index: number;
  drawnControl: HTMLElement;
  focused: boolean;
  clicked: boolean;
}

/** The parts of the page the server drew that were left as drawn when the app took the page over, by name. */
const drawnParts = new Map<string, DrawnPart>();
let observer: IntersectionObserver | undefined;
/**
 * A pointer was pressed and its click has not come yet: the focus it gives is not a reason to wake a part
 * (the click is). A touch gives the focus after the finger is lifted, just before the click.
 */
let pressing = false;
/**
 * A mouse press on a control still as drawn. Should its part come alive before the button is released, the
 * control pressed is gone and the browser sends the click nowhere: it is given to the live control instead.
 * (A finger's tap finds its target when it is lifted: its click reaches the live control by itself.)
 */
let pressed: { id: string; index: number; drawnControl: HTMLElement } | undefined;

const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * Before the app takes a drawn page over (main.tsx): keeps the HTML of each part far from the screen, and
 * watches for the visitor coming near, tapping or focusing it. Parts near the screen are taken over as they
 * are.
 */
export function keepDrawnParts(root: HTMLElement) {
  const screen = window.innerHeight;
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) wakePart(entry.target);
    },
    { rootMargin: `${SCREENS_AHEAD * 100}% 0px` },
  );
  for (const element of root.querySelectorAll<HTMLElement>('[data-drawn-part]')) {
    const { top, bottom } = element.getBoundingClientRect();
    if (bottom > -SCREENS_AHEAD * screen && top < (1 + SCREENS_AHEAD) * screen) continue;
    // Before the app hydrates, so the drawn HTML and the app's render agree (see LiveWhenNear).
    element.dataset.asDrawn = '';
    drawnParts.set(element.dataset.drawnPart!, {
      html: element.innerHTML,
      taken: false,
      woken: false,
      live: false,
    });
    observer.observe(element);
  }
  if (drawnParts.size > 0) listenForTouches();
}

function listenForTouches() {
  const options = { capture: true, passive: true };
  document.addEventListener(
    'pointerdown',
    (event) => {
      pressing = true;
      pressed = event.pointerType === 'touch' ? undefined : drawnControlAt(event.target);
    },
    options,
  );
  document.addEventListener('pointerup', (event) => releasePress(event.target), options);
  for (const type of ['pointercancel', 'keydown'])
    document.addEventListener(
      type,
      () => {
        pressing = false;
        pressed = undefined;
      },
      options,
    );
  document.addEventListener(
    'focusin',
    (event) => {
      if (!pressing) touched(event, { focused: true, clicked: false });
    },
    options,
  );
  // Not passive: a plain click on a part still as drawn is taken from the drawn control and given to the
  // live one. A click that opens a link elsewhere (a new tab, a download) keeps the drawn link's own action.
  document.addEventListener(
    'click',
    (event) => {
      pressing = false;
      const plain =
        event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
      if (plain) touched(event, { focused: false, clicked: true });
      else wakePart(drawnPartAt(event.target));
    },
    { capture: true },
  );
}

function touched(event: Event, how: Pick<Touch, 'focused' | 'clicked'>) {
  const element = drawnPartAt(event.target);
  const control = drawnControlAt(event.target);
  if (!control) return wakePart(element);
  if (how.clicked) {
    event.preventDefault();
    event.stopPropagation();
  }
  wakePart(element, { index: control.index, drawnControl: control.drawnControl, ...how });
}

const drawnPartAt = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('[data-drawn-part]') : null;

/** The control at `target` in a part still as drawn, and which of the part's controls it is. */
function drawnControlAt(target: EventTarget | null) {
  const element = drawnPartAt(target);
  const part = partOf(element);
  const drawnControl = element && (target as Element).closest<HTMLElement>(CONTROLS);
  if (!part || part.live || !drawnControl || !element.contains(drawnControl)) return undefined;
  return {
    id: element.dataset.drawnPart!,
    index: [...element.querySelectorAll(CONTROLS)].indexOf(drawnControl),
    drawnControl,
  };
}

/** Released on the live control that took the place of the drawn one pressed: its click. */
function releasePress(target: EventTarget | null) {
  const press = pressed;
  pressed = undefined;
  if (!press || press.drawnControl.isConnected) return;
  const control = liveControl(press.id, press.index);
  if (control && target instanceof Node && control.contains(target)) control.click();
}

const partOf = (element: Element | null | undefined) =>
  element instanceof HTMLElement ? drawnParts.get(element.dataset.drawnPart ?? '') : undefined;

/** Near: the part comes alive in a render that yields. Touched: at once, even if that render is under way. */
function wakePart(element: Element | null, touch?: Touch) {
  const part = partOf(element);
  if (!part || part.live || (part.woken && !touch)) return;
  observer?.unobserve(element!);
  part.woken = true;
  if (part.wake) part.wake(touch);
  else part.pendingTouch ??= touch;
}

/**
 * A part of a page the server draws, named `id`. Taking a drawn page over, the app leaves it as the server's
 * HTML until the visitor comes near it, or taps or focuses it: only then do its components run, ask for
 * their data and take the phone's main thread. It is then rendered anew, not hydrated, as its data may have
 * come meanwhile. A tap or a focus on a control still as drawn goes to the same control once it is alive,
 * with what was typed into it. A page rendered in the browser draws the part at once.
 */
export function LiveWhenNear({ id, children }: { id: string; children: ReactNode }) {
  const [drawn] = useState(() => takeOverPart(id));
  const [live, setLive] = useState(drawn === undefined);
  const [touch, setTouch] = useState<Touch>();
  const element = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (drawn) drawn.taken = true;
  }, [drawn]);

  // The page's to wake while it is shown. Once the visitor has left it, a later visit draws it at once.
  useEffect(() => {
    if (!drawn) return;
    drawnParts.set(id, drawn);
    return () => void drawnParts.delete(id);
  }, [id, drawn]);

  useEffect(() => {
    if (!drawn || live) return;
    const wake = (touch?: Touch) => {
      const update = () => {
        setLive(true);
        setTouch(touch);
      };
      // Tapped or focused: drawn anew within that event, so what follows it reaches the live part. Come
      // near: drawn in a render that yields to the browser, the drawn HTML shown until it is done.
      if (touch) flushSync(update);
      else startTransition(update);
    };
    drawn.wake = wake;
    if (drawn.woken) wake(drawn.pendingTouch);
    // Its own element: the one the server drew is replaced if React has to draw the whole page again.
    const own = element.current!;
    observer?.observe(own);
    return () => {
      drawn.wake = undefined;
      observer?.unobserve(own);
    };
  }, [drawn, live]);

  useLayoutEffect(() => {
    if (!live || !drawn) return;
    drawn.live = true;
    if (touch) handOver(id, touch);
  }, [id, drawn, live, touch]);

  return live ? (
    <div data-drawn-part={id}>{children}</div>
  ) : (
    // data-as-drawn: its placeholders hold still until the visitor comes near (global.css).
    <div
      data-drawn-part={id}
      data-as-drawn=""
      ref={element}
      dangerouslySetInnerHTML={{ __html: drawn!.html }}
    />
  );
}

function takeOverPart(id: string): DrawnPart | undefined {
  const part = drawnParts.get(id);
  return part && !part.taken ? part : undefined;
}

const isTextField = (element: unknown) =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

const liveControl = (id: string, index: number) =>
  document.querySelector(`[data-drawn-part="${id}"]`)?.querySelectorAll<HTMLElement>(CONTROLS)[index];

function handOver(id: string, { index, drawnControl, focused, clicked }: Touch) {
  const control = liveControl(id, index);
  if (!control) return;
  if (focused || clicked) control.focus();
  // Once React has finished drawing the part: an event inside its commit would be undone or missed.
  queueMicrotask(() => {
    if (clicked) control.click();
    if (!isTextField(control) || !isTextField(drawnControl) || !drawnControl.value) return;
    // Typed into the drawn control before it came alive: given to the live one as if typed there.
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
    setValue?.call(control, drawnControl.value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
