import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useHydrated } from '../../hooks/useHydrated';
import { useStores } from '../../hooks/StoresContext';

/** What takes focus inside a marked place: the place itself if it is a control, else its chosen or first control. */
const CONTROLS = 'button:not([disabled]), textarea:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled])';

function controlAt(place: string): HTMLElement | null {
  const marked = document.querySelector<HTMLElement>(`[data-place="${CSS.escape(place)}"]`);
  if (!marked) return null;
  if (marked.matches(CONTROLS)) return marked;
  return marked.querySelector<HTMLElement>('input:checked:not([disabled])') ?? marked.querySelector<HTMLElement>(CONTROLS);
}

/** The comment form and the poll's form load lazily: the control is looked for a little while. */
const LOOK_EVERY_MS = 100;
const LOOK_TIMES = 30;

/**
 * Issue 15: a page reloaded by sign-in puts the reader back — once it has hydrated and the replayed draft is
 * done: the scroll position they left (or, on the draft's own page, the control in view), focus on the control
 * they used. What went through is then said by the replay notice; moving to another page ends it.
 */
export function useReturnToPlace(): void {
  const { place, session, drafts } = useStores();
  const hydrated = useHydrated();
  const [path] = useLocation();
  const firstPath = useRef(path);
  const ready = hydrated && place.returning !== null && session.profileChecked && !drafts.replaying;

  useEffect(() => {
    if (path !== firstPath.current) place.forget();
  }, [place, path]);

  useEffect(() => {
    if (!ready) return undefined;
    const wanted = place.returning?.control;
    let looked = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const putBack = () => {
      const control = wanted ? controlAt(wanted) : null;
      if (wanted && !control && ++looked < LOOK_TIMES) {
        timer = setTimeout(putBack, LOOK_EVERY_MS);
        return;
      }
      const scrollKnown = place.returning?.scrollY !== undefined;
      place.returned();
      if (!control) return;
      if (!scrollKnown) control.scrollIntoView({ block: 'center' });
      control.focus({ preventScroll: true });
    };
    putBack();
    return () => clearTimeout(timer);
  }, [ready, place]);
}
