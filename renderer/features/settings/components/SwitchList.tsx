/**
 * A fieldset of on/off switches, one checkbox a key in `keys` order, each labelled `nameOf(key)`
 * (docs/watch.md §Settings: each source and each kind's notification on or off). `values` holds every
 * key's state; `onChange` receives the whole record with the one key flipped, so the caller stores it
 * as it is.
 */
export function SwitchList<K extends string>({
  legend,
  keys,
  values,
  nameOf,
  onChange,
}: {
  legend: string;
  keys: readonly K[];
  values: Record<K, boolean>;
  nameOf: (key: K) => string;
  onChange: (next: Record<K, boolean>) => void;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {keys.map((key) => (
        <label key={key} className="check">
          <input
            type="checkbox"
            checked={values[key]}
            onChange={(e) => onChange({ ...values, [key]: e.target.checked })}
          />
          {nameOf(key)}
        </label>
      ))}
    </fieldset>
  );
}
