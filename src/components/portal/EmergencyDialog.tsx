import {
  EMERGENCY_FIELDS,
  EMERGENCY_LABELS,
  EMERGENCY_MESSAGES,
  emergencyInputSchema,
} from '../../domain/emergency';
import type { EmergencyInfo } from '../../domain/emergency';
import { saveEmergency } from '../../stores/emergency';
import FormMessage from '../form/FormMessage';
import TextAreaField from '../form/TextAreaField';
import TextField from '../form/TextField';
import { useForm } from '../form/use-form';
import Dialog from './Dialog';
import FormActions from '../form/FormActions';
import './team-care.css';

interface Props {
  /** Whose notes: the child's name, or 'your' words for the athlete's own. */
  title: string;
  /** The child (a parent's), or null for the athlete's own. */
  child: number | null;
  info: EmergencyInfo;
  onClose: () => void;
}

/**
 * The emergency contact and medical notes form (issue 19 item 5): every field optional; a blank
 * form removes the notes. Seen by the household, the player's team coaches and staff only.
 */
export default function EmergencyDialog({ title, child, info, onClose }: Props) {
  const form = useForm<keyof EmergencyInfo>(info);
  const submit = form.submit(
    async () => {
      const values = form.check(emergencyInputSchema, EMERGENCY_FIELDS);
      if (!values) return;
      const saved = await saveEmergency(child, values);
      if (!saved.ok) throw new Error(saved.failure.message);
      onClose();
    },
    (error) => (error instanceof Error ? error.message : EMERGENCY_MESSAGES.saveFailed),
  );
  return (
    <Dialog
      open
      title={title}
      description="Only your household, the player's team coaches and league staff see these. Every field is optional; clear them all and save to remove the notes."
      onClose={onClose}
      busy={form.busy}
    >
      <form {...form.formProps} className="portal-form" onSubmit={submit} aria-label={title}>
        <fieldset className="emergency-fields">
          <legend>Emergency contact</legend>
          <TextField
            {...form.bind('contact_name')}
            label={EMERGENCY_LABELS.contact_name}
            maxLength={120}
            autoComplete="off"
          />
          <TextField
            {...form.bind('contact_relation')}
            label={EMERGENCY_LABELS.contact_relation}
            hint="For example grandmother, uncle, neighbour"
            maxLength={60}
            autoComplete="off"
          />
          <TextField
            {...form.bind('contact_phone')}
            type="tel"
            label={EMERGENCY_LABELS.contact_phone}
            maxLength={40}
            autoComplete="off"
          />
        </fieldset>
        <fieldset className="emergency-fields">
          <legend>Medical notes</legend>
          <TextAreaField
            {...form.bind('allergies')}
            label={EMERGENCY_LABELS.allergies}
            maxLength={500}
            rows={2}
          />
          <TextAreaField
            {...form.bind('conditions')}
            label={EMERGENCY_LABELS.conditions}
            hint="Asthma, diabetes, a recent injury…"
            maxLength={500}
            rows={2}
          />
          <TextAreaField
            {...form.bind('medication')}
            label={EMERGENCY_LABELS.medication}
            maxLength={500}
            rows={2}
          />
        </fieldset>
        <FormMessage {...form.messageProps} />
        <FormActions
          busy={form.busy}
          ready={form.hydrated}
          onCancel={onClose}
          submitLabel="Save"
          busyLabel="Saving…"
        />
      </form>
    </Dialog>
  );
}
