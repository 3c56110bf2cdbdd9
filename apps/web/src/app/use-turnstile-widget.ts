import { useCallback, useEffect, useRef, useState } from 'react';
import { loadTurnstile, type TurnstileApi } from './turnstile.ts';

export type TurnstileWidget = {
  /** The ref for the empty element the widget renders into. */
  readonly containerRef: (element: HTMLDivElement | null) => void;
  /** The token of the passed challenge: null before it, once it expired, and after a reset. */
  readonly token: string | null;
  /** Cloudflare's script could not be loaded, so no token can come. */
  readonly loadFailed: boolean;
  /** Siteverify accepts a token once: after a login was refused, ask for a new one. */
  readonly reset: () => void;
};

/**
 * Cloudflare Turnstile's widget for a site key, rendered into the element given to `containerRef`
 * once Cloudflare's script has loaded, and removed with it. Without a site key it loads nothing.
 */
export function useTurnstileWidget(siteKey: string | undefined): TurnstileWidget {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const widgetRef = useRef<{ turnstile: TurnstileApi; id: string } | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    if (siteKey === undefined || container === null) return;
    let unmounted = false;
    loadTurnstile().then(
      (turnstile) => {
        if (unmounted) return;
        const id = turnstile.render(container, {
          sitekey: siteKey,
          callback: setToken,
          'expired-callback': () => {
            setToken(null);
          },
          'error-callback': () => {
            setToken(null);
          },
        });
        if (typeof id === 'string') widgetRef.current = { turnstile, id };
      },
      () => {
        if (!unmounted) setLoadFailed(true);
      },
    );
    return () => {
      unmounted = true;
      const widget = widgetRef.current;
      widgetRef.current = null;
      widget?.turnstile.remove(widget.id);
    };
  }, [siteKey, container]);

  const reset = useCallback(() => {
    setToken(null);
    const widget = widgetRef.current;
    widget?.turnstile.reset(widget.id);
  }, []);

  return { containerRef: setContainer, token, loadFailed, reset };
}
