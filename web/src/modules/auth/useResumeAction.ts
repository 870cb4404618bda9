import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useSession } from './SessionContext';
import { resumeActionOf, withoutResume, type ResumeAction } from './return-path';

/** Which page load's action was taken, so a control drawn twice (contact card and phone action bar) runs it once. */
let claimed: string | null = null;

/**
 * Finishes, once signed in, the action that asked for sign-in (`?then=save` on the page the person came back to):
 * `run` is called when `ready` (the listing has loaded), then the parameter leaves the address, so a reload or Back
 * does not do it again.
 */
export function useResumeAction(action: ResumeAction, run: () => void, ready = true): void {
  const [search, setSearch] = useSearchParams();
  const { key } = useLocation();
  const { userId } = useSession();
  const asked = resumeActionOf(search) === action;
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    const claim = `${key}|${action}`;
    if (!asked) {
      // Done (the parameter is gone): the next page that asks for this action may run it.
      if (claimed?.endsWith(`|${action}`)) claimed = null;
      return;
    }
    if (!userId || !ready || claimed === claim) return;
    claimed = claim;
    setSearch(withoutResume(search), { replace: true });
    latest.current();
  }, [asked, userId, ready, key, action, search, setSearch]);
}
