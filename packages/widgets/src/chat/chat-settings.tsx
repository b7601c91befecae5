import * as ui from "../shared/widget.css";
import * as css from "./chat.css";
import { type ChatWidgetModel, chatWidgetDefaults, chatWidgetModels, toChatModel, toTemperature } from "./chat-options";

export interface ChatSettingsProps {
  model: ChatWidgetModel;
  temperature: number;
  disabled: boolean;
  onModel(model: ChatWidgetModel): void;
  onTemperature(temperature: number): void;
}

/** The model picker and the temperature slider. */
export function ChatSettings({ model, temperature, disabled, onModel, onTemperature }: ChatSettingsProps) {
  return (
    <div className={css.settings}>
      <label className={css.setting}>
        <span className={ui.label}>Model</span>
        <select
          className={ui.field}
          value={model}
          disabled={disabled}
          onChange={(event) => onModel(toChatModel(event.currentTarget.value))}
          part="model"
        >
          {chatWidgetModels.map((name) => (
            <option key={name} value={name}>
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
