import { lazy, Suspense, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { noteError } from '../../boot/errorBuffer';
import { contactForm } from '../../content/contactForm';
import { serviceInterestOptions } from '../../content/serviceInterests';
import { useContactDialog } from '../../store/contactDialog';
import { Button } from '../../ui/Button';
import {
  contactDialogId,
  contactEndpoint,
  contactFormId,
  contactTitleId,
  honeypotField,
} from '../../ui/contactDialogIds';
import { Icon } from '../../ui/Icon';
import { useFocusTrap } from '../../ui/useFocusTrap';
import {
  CloseButton,
  DialogBody,
  DialogHeader,
  ErrorBanner,
  FieldGrid,
  Honeypot,
  StyledDialog,
  Surface,
} from './ContactDialog.styles';
import { Field } from './Field';
import { fieldElement, readForm, readPageForm, writeForm } from './formDom';
import { announceLead, readSource } from './leadSource';
import { recordSource } from './recordSource';
import {
  cleanContact,
  emptyContact,
  firstInvalidField,
  validateContact,
  type ContactErrors,
} from '../../shared/leadRules';
import { sourceFields } from '../../shared/sourceFields';
import { notify, prepareNotices, useToastsWanted } from './notices';
import { addToOutbox } from './outbox';
import { leadFailure, sendLead } from './sendLead';
import { useDraft } from './useDraft';
import { useNativeDialog } from './useNativeDialog';
import { useOutbox } from './useOutbox';

const NoToasts = () => null;
// Offline before the toast code ever loaded: no container rather than a broken page (notify says it otherwise).
const Toasts = lazy<ComponentType>(() => import('./toasts').catch(() => ({ default: NoToasts })));
const optionValues = serviceInterestOptions.map((o) => o.value);
const failed = `${contactForm.toast.error.title}. ${contactForm.toast.error.description}`;

/**
 * The one contact dialog of the site (docs/product.md#contact-dialog, docs/decisions/0013-leads-are-stored-exactly-once.md), in every prerendered page: a native modal
 * `<dialog>` that call-to-action buttons open with no script, holding a `<form>` that posts to the site's endpoint
 * by itself. Once the app runs it checks the form, sends it as JSON exactly once (retries, outbox), keeps the
 * draft and shows toasts, without ever replacing what the visitor typed before.
 */
export default function ContactDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // What the page shows when the app takes over (values, a host's messages): the first render repeats it.
  const [page] = useState(readPageForm);
  const [errors, setErrors] = useState<ContactErrors>(page.errors);
  const [banner, setBanner] = useState(page.banner);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const open = useContactDialog((s) => s.open);
  const toastsWanted = useToastsWanted();
  const draft = useDraft(formRef);
  const onToggle = () => {
    draft.save();
    prepareNotices();
  };
  useNativeDialog(dialogRef, onToggle);
  useFocusTrap(dialogRef, open);
  useOutbox();

  const showErrors = (found: ContactErrors) => {
    setErrors(found);
    const invalid = firstInvalidField(found);
    if (invalid) fieldElement(invalid)?.focus();
  };

  /** The lead is stored or waits in the outbox: the form starts empty again and the dialog closes. */
  const done = () => {
    if (formRef.current) {
      writeForm(formRef.current, emptyContact);
      // The next lead names the call to action that opens the dialog again (none, if a script opens it).
      recordSource(formRef.current, '', '');
    }
    draft.forget();
    setErrors({});
    setBanner('');
    dialogRef.current?.close();
    useContactDialog.getState().markSent();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    // Cleaned as the host cleans them (src/shared/text.ts), so the dialog says what the host would say, and sends
    // what the host stores.
    const values = cleanContact(readForm(form));
    const source = readSource(form);
    const found = validateContact(values, optionValues, contactForm.errors);
    setBanner('');
    showErrors(found);
    if (firstInvalidField(found)) return;
    const honeypot = form.elements.namedItem(honeypotField) as HTMLInputElement | null;
    if (honeypot?.value) {
      // A bot filled the hidden field: pretend success, send nothing.
      done();
      void notify('success', contactForm.toast.success.title, contactForm.toast.success.description);
      return;
    }
    let { key } = draft.forSend();
    inFlight.current = true;
    setSubmitting(true);
    try {
      let result = await sendLead({ ...values, ...source }, key);
      // The host holds another message under this draft's key (an older draft of the tab): send this one anew.
      if (result.kind === 'key-reused') {
        key = draft.rekey().key;
        result = await sendLead({ ...values, ...source }, key);
      }
      switch (result.kind) {
        case 'stored':
          done();
          announceLead(source);
          // After the modal closed: Chromium ignores live regions outside an open modal.
          void notify('success', contactForm.toast.success.title, contactForm.toast.success.description);
          break;
        case 'offline':
          if (!addToOutbox(key, values, source)) setBanner(failed);
          else if (await notify('info', contactForm.toast.saved.title, contactForm.toast.saved.description))
            done();
          // The notice could not load either: say it in the dialog, which keeps the values meanwhile.
          else setBanner(`${contactForm.toast.saved.title}. ${contactForm.toast.saved.description}`);
          break;
        case 'invalid':
          showErrors(result.errors);
          setBanner(result.form ?? '');
          break;
        case 'rate-limited':
          setBanner(contactForm.server.rateLimited(contactForm.wait(result.retryAfterSeconds)));
          break;
        case 'key-reused':
        case 'failed':
          // The owner hears of it with the host's answer only, never the lead's content (docs/errors.md).
          noteError('lead', new Error(`The lead could not be sent: ${leadFailure(result)}`));
          setBanner(failed);
          void notify('error', contactForm.toast.error.title, contactForm.toast.error.description);
          break;
      }
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <>
      <StyledDialog
        ref={dialogRef}
        id={contactDialogId}
        aria-modal="true"
        aria-labelledby={contactTitleId}
        closedby="any"
      >
        <Surface>
          <DialogHeader>
            <h2 id={contactTitleId}>{contactForm.title}</h2>
            <p>{contactForm.intro}</p>
            <CloseButton
              type="button"
              commandfor={contactDialogId}
              command="close"
              aria-label={contactForm.close}
            >
              <Icon name="close" size={20} />
            </CloseButton>
          </DialogHeader>
          <DialogBody>
            <ErrorBanner id={`${contactFormId}-error`} role="alert" hidden={!banner}>
              {banner}
            </ErrorBanner>
            <form ref={formRef} id={contactFormId} method="post" action={contactEndpoint} onSubmit={onSubmit}>
              <FieldGrid>
                <Field
                  name="name"
                  label={contactForm.labels.name}
                  initial={page.values.name}
                  error={errors.name}
                  autoComplete="name"
                  initialFocus
                  required
                />
                <Field
                  name="email"
                  type="email"
                  label={contactForm.labels.email}
                  initial={page.values.email}
                  error={errors.email}
                  autoComplete="email"
                  required
                />
                <Field
                  name="company"
                  label={contactForm.labels.company}
                  initial={page.values.company}
                  error={errors.company}
                  autoComplete="organization"
                />
                <Field
                  name="phone"
                  type="tel"
                  label={contactForm.labels.phone}
                  initial={page.values.phone}
                  error={errors.phone}
                  autoComplete="tel"
                />
                <Field
                  name="service"
                  as="select"
                  label={contactForm.labels.service}
                  initial={page.values.service}
                  error={errors.service}
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
                  initial={page.values.message}
                  error={errors.message}
                  required
                  wide
                />
              </FieldGrid>
              {/* Where the lead comes from: filled by script as a call to action opens the dialog. */}
              {sourceFields.map((field) => (
                <input key={field} type="hidden" name={field} />
              ))}
              <Honeypot aria-hidden="true">
                <label>
                  Website
                  <input name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
                </label>
              </Honeypot>
              <Button type="submit" $size="lg" disabled={submitting} aria-disabled={submitting}>
                {submitting ? contactForm.sending : contactForm.submit}
              </Button>
            </form>
          </DialogBody>
        </Surface>
      </StyledDialog>
      {toastsWanted && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </>
  );
}
