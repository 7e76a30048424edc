// A console's "no, because …" beside its "yes": the row's id, the decision it posts, the reason
// staff must give (the other side reads it) and a button whose accessible name says what it refuses.
import { Form } from '../lib/links.tsx';
import { Field } from './Field.tsx';

export function RefuseForm({
  id,
  decision,
  reasonName,
  reasonLabel,
  maxLength,
  button,
  what,
}: {
  id: number;
  /** What the route's action reads in `decision` as the refusal. */
  decision: string;
  /** The field the action reads the reason from. */
  reasonName: string;
  reasonLabel: string;
  maxLength: number;
  button: string;
  /** Names the row for a screen reader: "Reject: 120 blankets ₹36,000". */
  what: string;
}) {
  return (
    <Form method="post" preventScrollReset className="flex items-end gap-2">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="decision" value={decision} />
      <Field label={reasonLabel} name={reasonName} id={`${reasonName}-${id}`} required maxLength={maxLength} className="flex-1" />
      <button type="submit" className="btn-quiet" aria-label={`${button}: ${what}`}>
        {button}
      </button>
    </Form>
  );
}
