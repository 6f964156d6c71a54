import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';

/** Called when a link inside the app frame is followed: the app's router takes over. */
export type NavigateHandler = (change: { href: string }) => void;

export type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** Where the link goes, a path of the app ("/encounter"). */
  href: string;
  /** Follows the link inside the app; without it the browser loads the page. */
  onNavigate?: NavigateHandler;
  /** Forwarded to the anchor. */
  ref?: Ref<HTMLAnchorElement>;
};

/** A plain left click without modifier keys: the other clicks open tabs and windows. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A real link (middle click, "open in new tab" and screen readers work), which hands plain clicks
 * to the app's router through `onNavigate` so the page does not reload.
 */
export function AppLink({ href, onNavigate, onClick, target, children, ...props }: AppLinkProps) {
  return (
    <a
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !onNavigate || target || !isPlainClick(event)) return;
        event.preventDefault();
        onNavigate({ href });
      }}
      {...props}
    >
      {children}
    </a>
  );
}
