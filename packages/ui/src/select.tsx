import * as SelectPrimitive from '@radix-ui/react-select';
import type { ReactNode } from 'react';
import { cn } from './cn';
import { cspNonce } from './csp-nonce';

export interface SelectOption {
  value: string;
  label: ReactNode;
  /** A second, quieter line under the label in the open list. */
  hint?: ReactNode;
}

export interface SelectProps {
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: SelectOption[];
  placeholder?: string;
  /** The trigger's id, so a <Label htmlFor> names it. */
  id?: string;
  name?: string;
  disabled?: boolean;
  invalid?: boolean;
  className?: string;
  'aria-describedby'?: string;
  'data-testid'?: string;
}

/** A single choice from a short list, on the Radix select (keyboard and screen-reader ready). */
export function Select({
  value,
  onValueChange,
  options,
  placeholder = 'Select…',
  id,
  name,
  disabled,
  invalid,
  className,
  ...rest
}: SelectProps) {
  return (
    <SelectPrimitive.Root value={value ?? ''} onValueChange={onValueChange} name={name} disabled={disabled}>
      <SelectPrimitive.Trigger
        id={id}
        className={cn('ui-select', invalid && 'ui-input--invalid', className)}
        aria-invalid={invalid || undefined}
        {...rest}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon className="ui-select__icon" aria-hidden="true">
          ▾
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content className="ui-select__content" position="popper" sideOffset={6}>
          {/* The list's <style> (Radix hides its scrollbar with one) carries the page's CSP nonce. */}
          <SelectPrimitive.Viewport className="ui-select__viewport" nonce={cspNonce()}>
            {options.map((option) => (
              <SelectPrimitive.Item key={option.value} value={option.value} className="ui-select__item">
                <span className="ui-select__item-text">
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                  {option.hint ? <span className="ui-select__item-hint">{option.hint}</span> : null}
                </span>
                <SelectPrimitive.ItemIndicator className="ui-select__check" aria-hidden="true">
                  ✓
                </SelectPrimitive.ItemIndicator>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
