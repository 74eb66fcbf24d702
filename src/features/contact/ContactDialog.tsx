import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { contactForm } from '../../content/contactForm';
import { serviceInterestOptions } from '../../content/serviceInterests';
import { useContactDialog } from '../../store/contactDialog';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { clearDraft, loadDraft, saveDraft } from './draft';
import { Field } from './Field';
import {
  CloseButton,
  DialogBody,
  DialogHeader,
  ErrorBanner,
  FieldGrid,
  Honeypot,
  StyledModal,
  Surface,
} from './ContactDialog.styles';
import {
  emptyContact,
  firstInvalidField,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './formRules';
import { sendContact } from './sendContact';
import { showToast, Toasts } from './toasts';

const optionValues = serviceInterestOptions.map((o) => o.value);

/** The one contact dialog of the site (SPEC.md §3–5, DECISIONS.md 12–14). */
export default function ContactDialog() {
  const { open, preset, opener, openings, closeDialog } = useContactDialog(
    useShallow((s) => ({
      open: s.open,
      preset: s.preset,
      opener: s.opener,
      openings: s.openings,
      closeDialog: s.closeDialog,
    })),
  );
  const [values, setValues] = useState<ContactValues>(loadDraft);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sendFailed, setSendFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();

  // A call to action that names a service preselects it, once per opening.
  const [presetFor, setPresetFor] = useState(0);
  if (open && presetFor !== openings) {
    setPresetFor(openings);
    if (preset) setValues((v) => ({ ...v, service: preset }));
  }
  useEffect(() => saveDraft(values), [values]);

  const fieldElement = useCallback(
    (field: ContactField) => formRef.current?.elements.namedItem(field) as HTMLElement | null,
    [],
  );

  const update = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field was flagged, re-check it as the visitor types so the message disappears when fixed.
    if (errors[field]) {
      setErrors((e) => ({ ...e, [field]: validateContact(next, optionValues, contactForm.errors)[field] }));
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validateContact(values, optionValues, contactForm.errors);
    setErrors(found);
    const invalid = firstInvalidField(found);
    if (invalid) {
      fieldElement(invalid)?.focus();
      return;
    }
    if (honeypot.current?.value) {
      // A bot filled the hidden field: pretend success, send nothing.
      finish();
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setSendFailed(false);
    try {
      await sendContact(values);
      finish();
    } catch {
      setSendFailed(true);
      showToast('error', contactForm.toast.error.title, contactForm.toast.error.description);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const finish = () => {
    clearDraft();
    setValues(emptyContact);
    setErrors({});
    closeDialog();
    // Announced after the modal closes: Chromium ignores live regions outside an open modal.
    showToast('success', contactForm.toast.success.title, contactForm.toast.success.description);
  };

  return (
    <>
      <StyledModal
        open={open}
        onClose={closeDialog}
        labelledBy={titleId}
        initialFocus={() => fieldElement('name')}
        returnFocus={() => (opener?.isConnected ? opener : null)}
      >
        <Surface>
          <DialogHeader>
            <h2 id={titleId}>{contactForm.title}</h2>
            <p>{contactForm.intro}</p>
            <CloseButton type="button" aria-label={contactForm.close} onClick={closeDialog}>
              <Icon name="close" size={20} />
            </CloseButton>
          </DialogHeader>
          <DialogBody>
            {sendFailed && (
              <ErrorBanner role="alert">
                <strong>{contactForm.toast.error.title}</strong> {contactForm.toast.error.description}
              </ErrorBanner>
            )}
            <form ref={formRef} noValidate onSubmit={onSubmit}>
              <FieldGrid>
                <Field
                  name="name"
                  label={contactForm.labels.name}
                  value={values.name}
                  error={errors.name}
                  onChange={update}
                  autoComplete="name"
                  required
                />
                <Field
                  name="email"
                  type="email"
                  label={contactForm.labels.email}
                  value={values.email}
                  error={errors.email}
                  onChange={update}
                  autoComplete="email"
                  required
                />
                <Field
                  name="company"
                  label={contactForm.labels.company}
                  value={values.company}
                  error={errors.company}
                  onChange={update}
                  autoComplete="organization"
                />
                <Field
                  name="phone"
                  type="tel"
                  label={contactForm.labels.phone}
                  value={values.phone}
                  error={errors.phone}
                  onChange={update}
                  autoComplete="tel"
                />
                <Field
                  name="service"
                  as="select"
                  label={contactForm.labels.service}
                  value={values.service}
                  error={errors.service}
                  onChange={update}
                  wide
                >
                  <option value="">{contactForm.servicePlaceholder}</option>
                  {serviceInterestOptions.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Field>
                <Field
                  name="message"
                  as="textarea"
                  label={contactForm.labels.message}
                  value={values.message}
                  error={errors.message}
                  onChange={update}
                  required
                  wide
                />
              </FieldGrid>
              <Honeypot aria-hidden="true">
                <label>
                  Website
                  <input ref={honeypot} name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
                </label>
              </Honeypot>
              <Button type="submit" $size="lg" disabled={submitting} aria-disabled={submitting}>
                {submitting ? contactForm.sending : contactForm.submit}
              </Button>
            </form>
          </DialogBody>
        </Surface>
      </StyledModal>
      <Toasts />
    </>
  );
}
