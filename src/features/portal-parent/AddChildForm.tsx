import { CHILD_MESSAGES, childProblems, EMPTY_CHILD, type ChildField } from '../../domain/children';
import { formErrorMessage } from '../../domain/error-message';
import FormMessage from '../../components/form/FormMessage';
import { useForm } from '../../components/form/use-form';
import ChildFields from './ChildFields';
import { addChild } from './parent-data';

/** The add-athlete form (spec 2 §2, §5): names required, date of birth not in the future. */
export default function AddChildForm() {
  const form = useForm<ChildField>(EMPTY_CHILD);
  const submit = form.submit(
    async () => {
      const problem = childProblems(form.values)[0];
      if (problem) {
        form.fail(problem);
        return;
      }
      await addChild(form.values);
      form.reset();
    },
    (error) => formErrorMessage(error, CHILD_MESSAGES.addFailed),
  );
  return (
    <section className="portal-card" aria-labelledby="add-athlete">
      <h2 id="add-athlete">Add an athlete</h2>
      <form {...form.formProps} className="portal-form" onSubmit={submit}>
        <ChildFields form={form} />
        <FormMessage {...form.messageProps} />
        <button type="submit" className="btn btn-primary" disabled={form.busy || !form.hydrated}>
          {form.busy ? 'Adding…' : 'Add athlete'}
        </button>
      </form>
    </section>
  );
}
