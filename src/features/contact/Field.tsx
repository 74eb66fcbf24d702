import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { ContactField } from './formRules';

interface FieldProps {
  name: ContactField;
  label: string;
  value: string;
  error?: string;
  onChange: (name: ContactField, value: string) => void;
  as?: 'input' | 'select' | 'textarea';
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  required?: boolean;
  /** Spans both columns of the form grid. */
  wide?: boolean;
  children?: ReactNode;
}

const Wrap = styled.div<{ $wide?: boolean }>`
  display: grid;
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
  &:hover {
    border-color: ${(p) => (p.$invalid ? p.theme.color.danger : p.theme.color.borderStrong)};
  }
  &:focus-visible {
    outline-offset: 0;
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

/** A labelled form control whose error message is tied to it with aria-describedby. */
export function Field({
  name,
  label,
  value,
  error,
  onChange,
  as = 'input',
  type = 'text',
  autoComplete,
  required,
  wide,
  children,
}: FieldProps) {
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    value,
    required,
    autoComplete,
    $invalid: Boolean(error),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <Wrap $wide={wide}>
      <label htmlFor={id}>{label}</label>
      {as === 'select' ? (
        <Select {...shared} onChange={(e) => onChange(name, e.target.value)}>
          {children}
        </Select>
      ) : as === 'textarea' ? (
        <TextArea {...shared} rows={5} onChange={(e) => onChange(name, e.target.value)} />
      ) : (
        <Input {...shared} type={type} onChange={(e) => onChange(name, e.target.value)} />
      )}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrap>
  );
}
