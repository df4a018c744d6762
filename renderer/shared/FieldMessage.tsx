/**
 * The message shown next to a form field whose input is bad, and the attributes that tie the field to
 * it (`aria-invalid`, `aria-describedby`), so a screen reader reads the message with the field.
 */

/** The message of the field whose message element has `id`; nothing when `message` is empty. */
export function FieldMessage({ id, message }: { id: string; message: string | undefined | null }) {
  if (!message) return null;
  return (
    <span id={id} className="field-error">
      {message}
    </span>
  );
}

/** The attributes a field gets while its message (element `messageId`) is shown; none otherwise. */
export function describedBy(messageId: string, message: string | undefined | null) {
  return message ? { 'aria-invalid': true as const, 'aria-describedby': messageId } : {};
}
