import type { ButtonHTMLAttributes } from 'react';
import { type ButtonVariant, buttonClass } from './button-styles';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

/** A button in one of the site's looks; `type` is "button" unless said otherwise. */
export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={className ? `${buttonClass[variant]} ${className}` : buttonClass[variant]}
      {...props}
    />
  );
}
