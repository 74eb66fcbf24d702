import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { fieldErrorId, fieldId } from '../../ui/contactDialogIds';
import type { ContactField } from '../../shared/leadRules';
import { media } from '../../ui/theme';

interface FieldProps {
  name: ContactField;
  label: string;
  /** The value the field starts with; after that the field holds what the visitor types (uncontrolled). */
  initial: string;
  error?: string;
  as?: 'input' | 'select' | 'textarea';
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  required?: boolean;
  /**
   * Where focus lands when the dialog opens: the `autofocus` attribute, which the browser's own dialog focusing
   * steps follow, before any script runs. (React does not focus a hydrated field on mount.)
   */
  initialFocus?: boolean;
  /** Spans both columns of the form grid. */
  wide?: boolean;
  children?: ReactNode;
}

const Wrap = styled.div<{ $wide?: boolean }>`
  display: grid;
  /* Beside a field with a message, the field keeps its height rather than stretching to the row. */
  align-content: start;
  gap: ${(p) => p.theme.space[1]};
  ${(p) =>
    p.$wide &&
    css`
      grid-column: 1 / -1;
    `}
  label {
    font-weight: ${(p) => p.theme.weight.medium};
    font-size: ${(p) => p.theme.text.sm};
  }
`;

const control = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 2.75rem;
  padding: ${(p) => p.theme.space[2]} ${(p) => p.theme.space[3]};
  border: 1.5px solid ${(p) => (p.$invalid ? p.theme.color.danger : p.theme.color.border)};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
  transition: border-color ${(p) => p.theme.motion.fast};
  ${media.hover} {
    &:hover {
      border-color: ${(p) => (p.$invalid ? p.theme.color.danger : p.theme.color.borderStrong)};
    }
  }
  &:focus-visible {
    outline-offset: 0;
  }
  /* The host marks fields invalid in the markup when a form posted without JavaScript comes back. */
  &[aria-invalid='true'] {
    border-color: ${(p) => p.theme.color.danger};
  }
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${control}
`;
const Select = styled.select<{ $invalid: boolean }>`
  ${control}
`;
const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  min-height: 8rem;
  resize: vertical;
`;

const ErrorText = styled.p`
  color: ${(p) => p.theme.color.danger};
  font-size: ${(p) => p.theme.text.sm};
  font-weight: ${(p) => p.theme.weight.medium};
`;

/**
 * A labelled form control whose error message is tied to it with aria-describedby. Uncontrolled: what the visitor
 * typed before the app ran stays in the field (the app reads the form, never overwrites it). The message element
 * is always in the markup (hidden while empty) so the host can fill it for a form posted without JavaScript.
 */
export function Field({
  name,
  label,
  initial,
  error,
  as = 'input',
  type = 'text',
  autoComplete,
  required,
  initialFocus,
  wide,
  children,
}: FieldProps) {
  const id = fieldId(name);
  const errorId = fieldErrorId(name);
  const shared = {
    id,
    name,
    defaultValue: initial,
    required,
    autoComplete,
    autoFocus: initialFocus,
    $invalid: Boolean(error),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <Wrap $wide={wide}>
      <label htmlFor={id}>{label}</label>
      {as === 'select' ? (
        <Select {...shared}>{children}</Select>
      ) : as === 'textarea' ? (
        <TextArea {...shared} rows={5} />
      ) : (
        <Input {...shared} type={type} />
      )}
      <ErrorText id={errorId} hidden={!error}>
        {error}
      </ErrorText>
    </Wrap>
  );
}
