import { EyeIcon, EyeOffIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../cn';
import { Button } from './button';
import { Input, type InputProps } from './input';

export interface PasswordFieldProps extends Omit<InputProps, 'type'> {
  /** Visible label of the field. */
  label: string;
  /** A line of help under the field. */
  hint?: string;
  /**
   * Passed to the input as is: 'current-password' to let a password manager fill it,
   * 'new-password' for one being chosen, 'off' for a key that belongs to no site. No default.
   */
  autoComplete?: string;
  /** Classes of the wrapper (label, field and hint); `inputClassName` styles the input. */
  className?: string;
  /** Classes of the `<input>` itself (`font-mono` for keys, say). */
  inputClassName?: string;
}

/**
 * A password input with a show/hide toggle. The toggle's name says what a press will do ("Show
 * password"), and `aria-pressed` says whether the password is shown, as `FavouriteToggle` does.
 * Every input prop (value, onChange, placeholder, disabled, ref...) goes to the `<input>`.
 */
export function PasswordField({
  label,
  hint,
  id,
  className,
  inputClassName,
  disabled,
  ...props
}: PasswordFieldProps) {
  const { t } = useTranslation('ui');
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const [isShown, setIsShown] = useState(false);
  const toggleLabel = t(isShown ? 'passwordField.hide' : 'passwordField.show');

  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={inputId} className="font-medium text-sm">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          type={isShown ? 'text' : 'password'}
          spellCheck={false}
          autoCapitalize="off"
          disabled={disabled}
          aria-describedby={hint === undefined ? undefined : hintId}
          className={cn('flex-1', inputClassName)}
          {...props}
        />
        <Button
          variant="outline"
          size="icon"
          disabled={disabled}
          aria-label={toggleLabel}
          aria-pressed={isShown}
          title={toggleLabel}
          onClick={() => setIsShown((shown) => !shown)}
        >
          {isShown ? <EyeOffIcon aria-hidden /> : <EyeIcon aria-hidden />}
        </Button>
      </div>
      {hint !== undefined && (
        <p id={hintId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
    </div>
  );
}
