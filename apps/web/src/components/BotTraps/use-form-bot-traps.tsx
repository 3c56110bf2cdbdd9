import { type ReactNode, useCallback, useRef, useState } from 'react';
import { minimumFormFillTimeMs } from '@app/domain';
import { turnstileSiteKeyFromDocument } from '../../app/turnstile.ts';
import { useTurnstileWidget } from '../../app/use-turnstile-widget.ts';
import classes from './BotTraps.module.css';
import { HoneypotField } from './HoneypotField.tsx';

/**
 * A submission sent sooner than this after the form opened is held back until then: the server's
 * minimum plus a margin for the request's way and for the two clocks not quite agreeing.
 */
const earliestSubmitAfterOpenMs = minimumFormFillTimeMs + 200;

export type BotTrapFields = {
  readonly honeypot: string;
  readonly submitTime: number;
  readonly captchaToken?: string;
};

export type FormBotTraps = {
  /**
   * For the `<form>`: its first focus or input starts the captcha, when the page carries a
   * Turnstile site key. Nothing of Cloudflare loads before that, so pages stay fast.
   */
  readonly formProps: { readonly onFocus: () => void; readonly onInput: () => void };
  /** The honeypot, and once started the captcha's widget (or why it cannot show). */
  readonly fields: ReactNode;
  /** A started captcha has not given its token yet: the form waits for it. */
  readonly awaitingCaptcha: boolean;
  /** The fields to send with a submission, once the minimum fill time has passed. */
  readonly take: () => Promise<BotTrapFields>;
  /** After a submission: Turnstile accepts a token once. */
  readonly reset: () => void;
};

const botTrapTexts = {
  captchaUnavailable:
    'The security check could not be loaded. You can still send the form; we will check it by hand.',
} as const;

/**
 * The public forms' bot traps, as the admin login has them: the honeypot, when the form opened
 * (from its first render in the browser), and Cloudflare Turnstile when the server asks for it.
 */
export function useFormBotTraps(): FormBotTraps {
  const [openedAt] = useState(Date.now);
  const honeypot = useRef<HTMLInputElement>(null);
  const [siteKey, setSiteKey] = useState<string | undefined>(undefined);
  const [started, setStarted] = useState(false);
  const {
    containerRef: captchaContainerRef,
    token: captchaToken,
    loadFailed: captchaLoadFailed,
    reset: resetCaptcha,
  } = useTurnstileWidget(siteKey);

  const start = useCallback(() => {
    if (started) return;
    setStarted(true);
    setSiteKey(turnstileSiteKeyFromDocument(document));
  }, [started]);

  const take = useCallback(async (): Promise<BotTrapFields> => {
    const remainingMs = openedAt + earliestSubmitAfterOpenMs - Date.now();
    if (remainingMs > 0) await new Promise((resolve) => setTimeout(resolve, remainingMs));
    return {
      honeypot: honeypot.current?.value ?? '',
      submitTime: openedAt,
      ...(captchaToken === null ? {} : { captchaToken: captchaToken }),
    };
  }, [openedAt, captchaToken]);

  const fields = (
    <>
      <HoneypotField ref={honeypot} defaultValue="" />
      {siteKey !== undefined &&
        (captchaLoadFailed ? (
          <p role="alert" className={classes.captcha}>
            {botTrapTexts.captchaUnavailable}
          </p>
        ) : (
          <div ref={captchaContainerRef} className={classes.captcha} />
        ))}
    </>
  );

  return {
    formProps: { onFocus: start, onInput: start },
    fields,
    // Without the script no token can come; the server then keeps the submission for review.
    awaitingCaptcha: siteKey !== undefined && !captchaLoadFailed && captchaToken === null,
    take,
    reset: resetCaptcha,
  };
}
