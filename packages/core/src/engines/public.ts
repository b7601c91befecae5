export {
  createStreamWidgetEngine,
  type IntensityBand,
  intensityBand,
  type StreamEntry,
  type StreamWidgetDimension,
  type StreamWidgetEvent,
  type StreamWidgetState,
  streamWidgetActivities,
  streamWidgetConstants,
  streamWidgetDimensions,
} from "./stream-widget.engine";
