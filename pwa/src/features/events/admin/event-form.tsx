import { ADMIN_EVENT_FORM_CLOSE_MS, type EventAdminField, type EventData, type FieldErrors, firstError, hasErrors } from '@site/schema';
import { useRef, useState } from 'react';
import buttons from '../../../components/button.module.css';
import { InputField } from '../../../components/field';
import fields from '../../../components/field.module.css';
import { StatusMessage } from '../../../components/status-message';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useTimeout } from '../../../lib/use-timeout';
import { DescriptionFields } from './description-fields';
import styles from './event-form.module.css';
import { type EventFormValues, emptyEventForm, eventFormOf, eventUploadOf, validateEventForm } from './event-form-values';
import { ImagePreviews } from './image-previews';
import { sendEventForm } from './send-event-form';

interface EventFormProps {
  /** The event to update; null to add one. */
  event: EventData | null;
  /** After a save (once its message has shown) or a cancel. */
  onClose: (saved: boolean) => void;
}

type Phase = { kind: 'editing' } | { kind: 'sending'; progress: number } | { kind: 'saved' } | { kind: 'failed'; message: string };

export function EventForm({ event, onClose }: EventFormProps) {
  const updating = event !== null;
  const [values, setValues] = useState<EventFormValues>(() => (event ? eventFormOf(event) : emptyEventForm()));
  const [errors, setErrors] = useState<FieldErrors<EventAdminField>>({});
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const formRef = useRef<HTMLFormElement>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);
  useTimeout(phase.kind === 'saved', ADMIN_EVENT_FORM_CLOSE_MS, () => onClose(true));

  // A shown message goes as soon as its field is put right; the rule never speaks up before a submit.
  const change = (patch: Partial<EventFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    const remaining = validateEventForm(next);
    setErrors((old) =>
      Object.fromEntries(Object.keys(old).flatMap((field) => (remaining[field as EventAdminField] ? [[field, remaining[field as EventAdminField]]] : []))),
    );
    if (phase.kind === 'failed') setPhase({ kind: 'editing' });
  };
  const text = (name: 'title' | 'date' | 'endDate' | 'location' | 'meetingLink' | 'registrationLink') => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => change({ [name]: e.target.value }),
  });

  // A file that breaks a rule is refused at once, before anything is sent.
  function chooseImages(files: File[]) {
    const next = { ...values, newImages: [...values.newImages, ...files] };
    const error = validateEventForm(next).images;
    setErrors((old) => ({ ...old, images: error }));
    if (!error) setValues(next);
  }

  function chooseBrochure(file: File | null) {
    const next = { ...values, newBrochure: file };
    const error = file ? validateEventForm(next).brochure : undefined;
    setErrors((old) => ({ ...old, brochure: error }));
    if (!error) setValues(next);
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const found = validateEventForm(values);
    setErrors(found);
    if (hasErrors(found)) {
      setPhase({ kind: 'failed', message: firstError(found)! });
      requestAnimationFrame(() => focusFirstInvalid(formRef.current, formErrorRef.current));
      return;
    }
    setPhase({ kind: 'sending', progress: 0 });
    const result = await sendEventForm(eventUploadOf(values, event?.id ?? null), (progress) => setPhase({ kind: 'sending', progress }));
    if (result.kind === 'saved') return setPhase({ kind: 'saved' });
    if (result.kind === 'refused') {
      setErrors(result.fieldErrors);
      return setPhase({ kind: 'failed', message: firstError(result.fieldErrors) ?? failedMessage(updating) });
    }
    setPhase({ kind: 'failed', message: result.kind === 'unauthorized' ? 'Unauthorized' : failedMessage(updating) });
  }

  const sending = phase.kind === 'sending' || phase.kind === 'saved';
  return (
    <form ref={formRef} className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="event-form-title">
      <h2 id="event-form-title">{updating ? 'Update Event' : 'Add Event'}</h2>
      <InputField
        label="Title"
        {...text('title')}
        readOnly={updating}
        aria-readonly={updating}
        hint={updating ? 'The title cannot be changed.' : undefined}
        required
      />
      <div className={styles.row}>
        <InputField label="Date" type="date" {...text('date')} required />
        <InputField label="End date (optional)" type="date" {...text('endDate')} min={values.date || undefined} />
      </div>
      <InputField label="Location" {...text('location')} required />
      <DescriptionFields descriptions={values.descriptions} error={errors.descriptions} onChange={(descriptions) => change({ descriptions })} />
      <div className={fields.field}>
        <label htmlFor="event-images" className={fields.label}>
          Images (up to 5)
        </label>
        <input
          id="event-images"
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          multiple
          aria-invalid={errors.images ? true : undefined}
          aria-describedby={errors.images ? 'event-images-error' : undefined}
          onChange={(e) => {
            chooseImages([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
        {errors.images && (
          <p id="event-images-error" className={fields.error}>
            {errors.images}
          </p>
        )}
        <ImagePreviews
          existing={values.existingImages}
          added={values.newImages}
          onRemoveExisting={(image) => change({ existingImages: values.existingImages.filter((kept) => kept !== image) })}
          onRemoveAdded={(file) => change({ newImages: values.newImages.filter((kept) => kept !== file) })}
        />
      </div>
      <div className={fields.field}>
        <label htmlFor="event-brochure" className={fields.label}>
          Brochure (PDF)
        </label>
        <input
          id="event-brochure"
          type="file"
          accept="application/pdf"
          aria-invalid={errors.brochure ? true : undefined}
          aria-describedby={errors.brochure ? 'event-brochure-error' : undefined}
          onChange={(e) => {
            chooseBrochure(e.target.files?.[0] ?? null);
            e.target.value = '';
          }}
        />
        {errors.brochure && (
          <p id="event-brochure-error" className={fields.error}>
            {errors.brochure}
          </p>
        )}
        {(values.newBrochure ?? values.existingBrochure) && (
          <p className={styles.fileLine}>
            <span>{values.newBrochure?.name ?? values.existingBrochure?.name}</span>
            <button type="button" className={styles.remove} onClick={() => change({ newBrochure: null, existingBrochure: null })}>
              Remove brochure
            </button>
          </p>
        )}
      </div>
      <InputField label="Meeting link (optional)" type="url" {...text('meetingLink')} placeholder="https://" />
      <InputField label="Registration link (optional)" type="url" {...text('registrationLink')} placeholder="https://" />
      <div ref={formErrorRef}>
        {phase.kind === 'failed' && <StatusMessage tone="error">{phase.message}</StatusMessage>}
        {phase.kind === 'saved' && <StatusMessage tone="success">{updating ? 'Event updated successfully!' : 'Event added successfully!'}</StatusMessage>}
        {phase.kind === 'sending' && (
          <div className={styles.progress}>
            <label htmlFor="event-upload-progress">Sending…</label>
            <progress id="event-upload-progress" max={1} value={phase.progress} />
          </div>
        )}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={sending}>
          {updating ? 'Update Event' : 'Add Event'}
        </button>
        <button type="button" className={buttons.secondary} onClick={() => onClose(false)} disabled={sending}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function failedMessage(updating: boolean): string {
  return updating ? 'Failed to update event. Please try again.' : 'Failed to add event. Please try again.';
}
