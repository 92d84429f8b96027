import type { ComponentProps } from 'react';
import TextField from './TextField';

/** A TextField for an email address: email keyboard, no auto-capitals or spell check, autocomplete "email" unless given. */
export default function EmailField(props: Omit<ComponentProps<typeof TextField>, 'type'>) {
  return (
    <TextField
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
