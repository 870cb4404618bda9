import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { ButtonLink, type ButtonLinkProps } from '@hearth/design-system';
import { useAuthDialog } from './AuthDialogContext';
import { authHref } from './auth-link';
import type { ResumeAction } from '../return-path';

/** A click the browser would follow in this tab: the main button, no modifier (those open tabs). */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A control that asks a signed-out visitor to sign in, as a link in Button's look: to this page with
 * `?auth=sign-in`. Before the app runs the browser follows it (the server renders that page; the dialog opens once
 * the app starts); once it runs, a click opens the dialog in place. Never a click lost while the page loads.
 * `then`: the action it stands for (Save, Request Viewing…), finished once signed in (return-path.ts).
 */
export function SignInLink({ onClick, then, ...props }: Omit<ButtonLinkProps, 'href'> & { then?: ResumeAction }) {
  const location = useLocation();
  const { openAuthDialog } = useAuthDialog();
  return (
    <ButtonLink
      {...props}
      href={authHref(location, 'signIn', then)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        openAuthDialog('signIn', { then });
      }}
    />
  );
}
