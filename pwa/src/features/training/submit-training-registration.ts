import { REGISTER_FOR_TRAINING_MUTATION } from '@site/schema';
import { submitForm } from '../../lib/submit-form';

export interface TrainingRegistrationFormValues {
  role: string;
  fullName: string;
  contact: string;
  workEmail: string;
  organization: string;
  employeeId: string;
  idCard: File | null;
}

/** The ID card travels with the registration, through the outbox, so an offline registration keeps it too. */
export function submitTrainingRegistration(sessionTitle: string, { idCard, ...fields }: TrainingRegistrationFormValues) {
  return submitForm({
    kind: 'training-registration',
    label: `Registration of ${fields.fullName.trim()} for ${sessionTitle}`,
    query: REGISTER_FOR_TRAINING_MUTATION,
    variables: { input: { ...fields, sessionTitle } },
    files: idCard ? { 'variables.idCard': idCard } : {},
  });
}

/** The reference from a sent registration's answer. */
export function referenceOf(data: Record<string, unknown>): string | undefined {
  const receipt = data.registerForTraining as { reference?: unknown } | undefined;
  return typeof receipt?.reference === 'string' ? receipt.reference : undefined;
}
