import * as ui from "../shared/widget.css";
import * as css from "./chat.css";
import { type ChatModelChoice, chatWidgetDefaults, chatWidgetModels, toTemperature } from "./chat-options";

export interface ChatSettingsProps {
  model: string;
  /** The picker's choices; the default three when absent. */
  models: readonly ChatModelChoice[] | undefined;
  temperature: number;
  disabled: boolean;
  onModel(model: string): void;
  onTemperature(temperature: number): void;
}

/** The model picker and the temperature slider. */
export function ChatSettings({ model, models, temperature, disabled, onModel, onTemperature }: ChatSettingsProps) {
  return (
    <div className={css.settings}>
      <label className={css.setting}>
        <span className={ui.label}>Model</span>
        <select
          className={ui.field}
          value={model}
          disabled={disabled}
          onChange={(event) => onModel(event.currentTarget.value)}
          part="model"
        >
          {(models ?? chatWidgetModels.map((id) => ({ id, name: id }))).map(({ id, name }) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label className={css.setting}>
        <span className={ui.label}>Temperature: {temperature.toFixed(1)}</span>
        <input
          type="range"
          className={css.slider}
          min={chatWidgetDefaults.temperature.min}
          max={chatWidgetDefaults.temperature.max}
          step={chatWidgetDefaults.temperature.step}
          value={temperature}
          onChange={(event) => onTemperature(toTemperature(event.currentTarget.value))}
          part="temperature"
        />
      </label>
    </div>
  );
}
