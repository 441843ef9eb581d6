/**
 * A settings form drawn anew once its save went through, from what the server stored (its
 * fields keep no state of their own: the form takes `key={version}`), or emptied after an
 * upload. The focus, when it was in the form, goes back to the form's save button, as it
 * stays there in a form that is not drawn anew.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export function useShownAnew() {
  const holder = useRef<HTMLDivElement>(null);
  const [version, setVersion] = useState(0);
  const hadFocus = useRef(false);

  const showSaved = useCallback(() => {
    hadFocus.current = Boolean(holder.current?.contains(document.activeElement));
    setVersion((before) => before + 1);
  }, []);

  useEffect(() => {
    if (!hadFocus.current) return;
    hadFocus.current = false;
    holder.current?.querySelector<HTMLElement>('[type="submit"]')?.focus();
  }, [version]);

  return { holder, version, showSaved };
}
