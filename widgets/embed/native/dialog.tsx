/**
 * `@radix-ui/react-dialog` for the widget build (aliased in vite.widgets.config.ts), on the
 * native `<dialog>` opened with `showModal()`. Same parts and props as far as shared/ui/dialog
 * uses them, so the shared components stay unchanged; the portal keeps Radix.
 *
 * Why: a modal `<dialog>` sits in the browser's top layer, so a host page's `transform`,
 * `filter`, `contain`, `overflow: hidden` or z-index cannot confine or cover it, and the browser
 * makes the rest of the page inert (the focus trap, in shadow roots too). What Radix did on top
 * is done here: the first button gets focus (not a link), Escape and outside clicks ask through
 * `onOpenChange`, focus goes back where it came from, the host page's scroll is locked through
 * an adopted stylesheet (strict CSP), and the title and description name the dialog.
 */
import {
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { MutableRefObject, ReactElement, ReactNode, SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { deepActiveElement, focusFirst, tabbables } from './focus';
import { lockPageScroll } from './scroll-lock';

interface DialogContextValue {
  open: boolean;
  setOpen: (open: boolean) => void;
  triggerRef: MutableRefObject<HTMLElement | null>;
  titleId: string;
  descriptionId: string;
}

const DialogContext = createContext<DialogContextValue | null>(null);

function useDialog(): DialogContextValue {
  const context = useContext(DialogContext);
  if (!context) throw new Error('Dialog parts must be inside <Dialog>');
  return context;
}

type AnyProps = Record<string, unknown> & { children?: ReactNode };

export interface RootProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}

/** `open`/`onOpenChange` controlled, or `defaultOpen` on its own. */
export function Root({ open, defaultOpen = false, onOpenChange, children }: RootProps) {
  const [own, setOwn] = useState(defaultOpen);
  const triggerRef = useRef<HTMLElement | null>(null);
  const id = useId();
  const value: DialogContextValue = {
    open: open ?? own,
    setOpen: (next) => {
      if (open === undefined) setOwn(next);
      onOpenChange?.(next);
    },
    triggerRef,
    titleId: `${id}-title`,
    descriptionId: `${id}-description`,
  };
  return <DialogContext.Provider value={value}>{children}</DialogContext.Provider>;
}

/** Renders `children` itself with the part's props merged in (Radix's `asChild`). */
function Slot({ asChild, tag, props }: { asChild?: boolean; tag: string; props: AnyProps }) {
  const { children, ...rest } = props;
  if (asChild && isValidElement(children)) {
    const child = children as ReactElement<AnyProps>;
    const own = child.props;
    const onClick = (event: SyntheticEvent) => {
      (own.onClick as ((e: SyntheticEvent) => void) | undefined)?.(event);
      if (!event.defaultPrevented) (rest.onClick as (e: SyntheticEvent) => void)(event);
    };
    return cloneElement(child, { ...rest, ...own, onClick });
  }
  const Tag = tag as 'button';
  return <Tag {...(rest as object)}>{children}</Tag>;
}

/** Opens the dialog; focus returns to it on close. */
export function Trigger({ asChild, ...props }: AnyProps & { asChild?: boolean }) {
  const dialog = useDialog();
  return (
    <Slot
      asChild={asChild}
      tag="button"
      props={{
        type: 'button',
        'aria-haspopup': 'dialog',
        'aria-expanded': dialog.open,
        'data-state': dialog.open ? 'open' : 'closed',
        ...props,
        ref: (element: HTMLElement | null) => {
          dialog.triggerRef.current = element;
        },
        onClick: () => dialog.setOpen(!dialog.open),
      }}
    />
  );
}

/** Closes the dialog. */
export function Close({ asChild, ...props }: AnyProps & { asChild?: boolean }) {
  const dialog = useDialog();
  return (
    <Slot
      asChild={asChild}
      tag="button"
      props={{ type: 'button', ...props, onClick: () => dialog.setOpen(false) }}
    />
  );
}

/** Renders into `container` (the widget's dialog layer in its shadow root). */
export function Portal({
  container,
  children,
}: {
  container?: Element | null;
  children?: ReactNode;
}) {
  const { open } = useDialog();
  if (!open) return null;
  return container ? createPortal(children, container) : <>{children}</>;
}

/** The overlay is the native `::backdrop` of the dialog (widget.css), so nothing renders here. */
export function Overlay(_props: AnyProps) {
  return null;
}

export function Title({ asChild, ...props }: AnyProps & { asChild?: boolean }) {
  const { titleId } = useDialog();
  return <Slot asChild={asChild} tag="h2" props={{ id: titleId, ...props }} />;
}

export function Description({ asChild, ...props }: AnyProps & { asChild?: boolean }) {
  const { descriptionId } = useDialog();
  return <Slot asChild={asChild} tag="p" props={{ id: descriptionId, ...props }} />;
}

type FocusHandler = (event: Event) => void;

export interface ContentProps extends AnyProps {
  onOpenAutoFocus?: FocusHandler;
  onCloseAutoFocus?: FocusHandler;
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  onPointerDownOutside?: (event: Event) => void;
  onInteractOutside?: (event: Event) => void;
  forceMount?: boolean;
}

/** Dispatches a cancelable event on `target` to `handler`; true when it was not prevented. */
function ask(target: Element, handler: FocusHandler | undefined): boolean {
  if (!handler) return true;
  const event = new Event('kitebook.autofocus', { cancelable: true });
  target.addEventListener('kitebook.autofocus', handler, { once: true });
  target.dispatchEvent(event);
  return !event.defaultPrevented;
}

/** Whether a pointer event on the modal dialog hit its backdrop rather than its box. */
function onBackdrop(dialog: HTMLDialogElement, event: PointerEvent): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

/** The dialog box: a modal `<dialog>` in the top layer while open. */
export function Content({
  onOpenAutoFocus,
  onCloseAutoFocus,
  onEscapeKeyDown,
  onPointerDownOutside,
  onInteractOutside,
  forceMount: _forceMount,
  children,
  ...props
}: ContentProps) {
  const dialog = useDialog();
  const ref = useRef<HTMLDialogElement>(null);
  // The latest handlers, read by the listeners installed once per opening.
  const latest = useRef({
    onOpenAutoFocus,
    onCloseAutoFocus,
    onEscapeKeyDown,
    onPointerDownOutside,
    onInteractOutside,
    dialog,
  });
  latest.current = {
    onOpenAutoFocus,
    onCloseAutoFocus,
    onEscapeKeyDown,
    onPointerDownOutside,
    onInteractOutside,
    dialog,
  };

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const previous = deepActiveElement();
    const unlock = lockPageScroll();
    if (!element.open) element.showModal();
    if (ask(element, latest.current.onOpenAutoFocus)) focusFirst(element);

    const close = () => latest.current.dialog.setOpen(false);
    // Escape asks `onEscapeKeyDown` (a dialog may refuse) with an event of its own, since the
    // real one is prevented here: so the browser's own close request never starts and the
    // controlled `open` decides (Chrome closes anyway on a second cancel without activation).
    const askEscape = () => {
      const escape = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true });
      latest.current.onEscapeKeyDown?.(escape);
      if (!escape.defaultPrevented) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        askEscape();
      } else if (event.key === 'Tab') {
        // The page behind is inert, but Tab would still leave for the browser's own controls:
        // it wraps around inside the dialog, as Radix's focus trap did.
        const reachable = tabbables(element);
        const first = reachable[0];
        const last = reachable.at(-1);
        const active = deepActiveElement();
        if (!first || !last) {
          event.preventDefault();
        } else if (event.shiftKey && (active === first || active === element)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && active === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    // Other close requests (a phone's back gesture) go the same way.
    const onCancel = (event: Event) => {
      event.preventDefault();
      askEscape();
    };
    // Closed without asking (a close request the page could not cancel): open it again when
    // the dialog is still meant to be open and has no way to say so (a persistent dialog).
    const onClose = () => {
      if (!element.isConnected) return;
      if (latest.current.dialog.open) element.showModal();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!onBackdrop(element, event)) return;
      latest.current.onPointerDownOutside?.(event);
      latest.current.onInteractOutside?.(event);
      if (!event.defaultPrevented) close();
    };
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('cancel', onCancel);
    element.addEventListener('close', onClose);
    element.addEventListener('pointerdown', onPointerDown);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('close', onClose);
      element.removeEventListener('pointerdown', onPointerDown);
      if (element.open) element.close();
      unlock();
      if (ask(element, latest.current.onCloseAutoFocus)) {
        const back = latest.current.dialog.triggerRef.current ?? previous;
        if (back?.isConnected) (back as HTMLElement).focus?.();
      }
    };
  }, []);

  const describedBy =
    'aria-describedby' in props ? props['aria-describedby'] : dialog.descriptionId;
  return (
    <dialog
      ref={ref}
      aria-labelledby={dialog.titleId}
      {...(props as object)}
      aria-describedby={describedBy as string | undefined}
      data-state="open"
      // The box itself is reachable by script (a date picker focuses a day), not by Tab.
      tabIndex={-1}
      className={['kb-dialog', props.className].filter(Boolean).join(' ')}
    >
      {children}
    </dialog>
  );
}
