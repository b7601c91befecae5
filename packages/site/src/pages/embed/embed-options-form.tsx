import type { AttributeDefinition, HomElementTag } from "@hub-of-minds/widgets";
import { useId } from "react";
import * as ui from "../../ui/ui.css";
import * as css from "./embed.css";
import { type EmbedOptions, numberRange, optionError, widgetAttributes } from "./embed-widgets";

/** The widget's options, one field per attribute of its definition: a select for enumerations, else an input. */
export function EmbedOptionsForm({
  tag,
  options,
  onChange,
}: {
  tag: HomElementTag;
  options: EmbedOptions;
  onChange: (name: string, value: string) => void;
}) {
  return (
    <div className={ui.stack}>
      {widgetAttributes(tag).map((attribute) => (
        <OptionField
          key={`${tag}-${attribute.name}`}
          attribute={attribute}
          value={options[attribute.name] ?? ""}
          onChange={(value) => onChange(attribute.name, value)}
        />
      ))}
    </div>
  );
}

function OptionField({
  attribute,
  value,
  onChange,
}: {
  attribute: AttributeDefinition;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const error = optionError(attribute, value.trim());
  const describedBy = error ? `${id}-help ${id}-error` : `${id}-help`;
  const range = attribute.type === "number" ? numberRange(attribute.name) : undefined;
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {attribute.name}
      </label>
      {attribute.values ? (
        <select
          id={id}
          className={ui.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={describedBy}
        >
          {attribute.values.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          className={ui.input}
          type={range ? "number" : attribute.name === "api-base" ? "url" : "text"}
          {...(range ? { min: range.min, max: range.max, step: range.step, inputMode: "decimal" as const } : {})}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          spellCheck={false}
          autoComplete="off"
        />
      )}
      <p id={`${id}-help`} className={css.help}>
        {attribute.description}
      </p>
      {error ? (
        <p id={`${id}-error`} className={css.error}>
          {error} This value is left out of the snippets.
        </p>
      ) : null}
    </div>
  );
}
