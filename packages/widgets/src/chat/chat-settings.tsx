import { chatDefaults } from "@hub-of-minds/core/protocol";
import * as ui from "../shared/widget.css";
import * as css from "./chat.css";
import { type ChatModelChoice, toTemperature } from "./chat-options";

export interface ChatSettingsProps {
  model: string;
  /** The picker's choices; until the hub's list arrives, only the current model. */
  models: readonly ChatModelChoice[] | undefined;
  temperature: number;
  disabled: boolean;
  /** Which of the two controls the visitor sees (the `controls` attribute). */
  show: { model: boolean; temperature: boolean };
  onModel(model: string): void;
  onTemperature(temperature: number): void;
}

/** The model picker and the temperature slider. */
export function ChatSettings({
  model,
  models,
  temperature,
  disabled,
  show,
  onModel,
  onTemperature,
}: ChatSettingsProps) {
  if (!show.model && !show.temperature) return null;
  const choices = models && models.length > 0 ? models : [{ id: model, name: model }];
  return (
    <div className={css.settings}>
      {show.model ? (
        <label className={css.setting}>
          <span className={ui.label}>Model</span>
          <select
            className={ui.field}
            value={model}
            disabled={disabled}
            onChange={(event) => onModel(event.currentTarget.value)}
            part="model"
          >
            {choices.map(({ id, name }) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {show.temperature ? (
        <label className={css.setting}>
          <span className={ui.label}>Temperature: {temperature.toFixed(1)}</span>
          <input
            type="range"
            className={css.slider}
            min={chatDefaults.temperature.min}
            max={chatDefaults.temperature.max}
            step={chatDefaults.temperature.step}
            value={temperature}
            onChange={(event) => onTemperature(toTemperature(event.currentTarget.value))}
            part="temperature"
          />
        </label>
      ) : null}
    </div>
  );
}
