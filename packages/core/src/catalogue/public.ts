export {
  type MindsDirectoryLevel,
  mindsDirectoryLevels,
  type PersonalityCategory,
  type PersonalityGender,
  type PersonalityWidgetStatus,
  type ProfessionalLevel,
  personalityCategories,
  personalityConsciousnessRange,
  personalityGenders,
  personalityWidgetStatuses,
  professionalLevels,
  type TranscendenceLevel,
  transcendenceLevels,
} from "../schemas/personality.constants";
export {
  aiModelAvatarSize,
  type CustomerCatalogueBadges,
  type CustomerCatalogueGroup,
  type CustomerCatalogueView,
  type CustomerPersonalityCard,
  customerCatalogueBadgeLabels,
  customerCatalogueConstants,
  customerCatalogueView,
  customerPersonalityCard,
  listAiModels,
  personalityCategoryLabels,
  personalityToAiModel,
} from "./customer-catalogue.view";
export { type CustomerPackageCard, customerPackageCards } from "./customer-packages.view";
export { featuredPersonalityNames } from "./featured-names";
export {
  filterMindsDirectory,
  type MindsDirectoryCard,
  type MindsDirectoryLevelFilter,
  type MindsDirectoryQuery,
  type MindsDirectoryStats,
  mindsDirectoryCards,
  mindsDirectoryStats,
} from "./minds-directory.view";
export { type CustomerPackage, customerPackages } from "./packages.data";
export { personalityCatalogue } from "./personalities.data";
export {
  consciousnessLevelFromScore,
  filterPersonalitiesWidget,
  type PersonalitiesWidgetEntry,
  type PersonalitiesWidgetQuery,
  type PersonalitiesWidgetSummary,
  type PersonalityLevelBand,
  type PersonalityLevelBandFilter,
  type PersonalityLevelLabel,
  personalitiesWidgetConstants,
  personalitiesWidgetEntries,
  personalitiesWidgetSummary,
  personalityLevelBand,
  personalityLevelLabel,
} from "./personalities-widget.view";
export { findPersonality, type PersonalityRelation, personalityRelations } from "./personality-lookup";
export { personalitySystemPrompt } from "./personality-prompt";
export {
  defaultModelCapabilities,
  type ModelCapabilities,
  modelCapabilities,
  type ProviderModel,
  providerChatModels,
  providerEmbeddingModels,
  providerModels,
} from "./provider-models";
