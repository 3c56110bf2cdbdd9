import { type ComponentPropsWithRef, useId } from 'react';
import { honeypotInputName } from '@app/domain';
import classes from './BotTraps.module.css';

/**
 * The honeypot: a field hidden from people and from assistive technology, out of the tab order and
 * of autofill, so that only a bot filling every field fills it. The server keeps what such a bot
 * sends as spam (public forms) or refuses it (the login).
 */
export function HoneypotField(inputProps: Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'>) {
  const id = useId();
  return (
    <div className={classes.trap} aria-hidden inert>
      <label htmlFor={id}>Website</label>
      <input
        {...inputProps}
        id={id}
        type="text"
        name={honeypotInputName}
        tabIndex={-1}
        autoComplete="off"
      />
    </div>
  );
}
