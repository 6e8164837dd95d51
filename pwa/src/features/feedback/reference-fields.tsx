import type { FeedbackReferenceValues } from '@site/schema';
import { InputField } from '../../components/field';
import type { BoundField } from '../../lib/use-form-submission';
import styles from './feedback-form.module.css';

type ReferenceField = keyof FeedbackReferenceValues;

interface ReferenceFieldsProps {
  bind: (field: ReferenceField) => BoundField;
}

/** The head of department's and the principal's details, all optional. */
export function ReferenceFields({ bind }: ReferenceFieldsProps) {
  return (
    <>
      <fieldset className={styles.group}>
        <legend>Head of department (optional)</legend>
        <div className={styles.row}>
          <InputField label="HOD name" {...bind('hodName')} />
          <InputField label="HOD email" type="email" {...bind('hodEmail')} />
          <InputField label="HOD mobile" type="tel" {...bind('hodMobile')} />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Principal (optional)</legend>
        <div className={styles.row}>
          <InputField label="Principal name" {...bind('principalName')} />
          <InputField label="Principal email" type="email" {...bind('principalEmail')} />
          <InputField label="Principal mobile" type="tel" {...bind('principalMobile')} />
        </div>
      </fieldset>
    </>
  );
}
